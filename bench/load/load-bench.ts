import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureBareRoute, runLoadClient } from '../api/load-process';
import { findCapacity, type CapacityStep } from './capacity';
import { withGoal } from '../scan/bench-goals';
import { prepareDashboardMix } from './dashboard-mix';
import type { MixResult, MixSpec } from './mix-load-client';
import type { MixPlan } from './mix-plan';
import type { OpenLoopResult, OpenLoopSpec } from './open-loop-client';
import { meanBetween, residentMegabytes, sampleMemory, type MemorySample } from './memory-samples';
import { startLoadServer } from './server-process';

const DOMAINS = 5_000;
const DEFAULT_CLIENTS = 200;
const DEFAULT_SECONDS = 60;
const WARMUP_SECONDS = 5;
/** Memory is compared between the first and the last this many seconds of the measured run. */
const MEMORY_WINDOW_SECONDS = 10;
const MEMORY_GROWTH_GOAL = 0.1;
const RESIDENT_INTERVAL_MS = 1_000;
/** Each heap reading costs a full collection, which pauses the server: not too often. */
const HEAP_INTERVAL_MS = 2_500;
const MIX_CLIENT = fileURLToPath(new URL('./mix-load-client.ts', import.meta.url));
const OPEN_LOOP_CLIENT = fileURLToPath(new URL('./open-loop-client.ts', import.meta.url));
/** Each open-loop step: its measured seconds (after `OPEN_LOOP_WARMUP_SECONDS`). */
const OPEN_LOOP_SECONDS = 10;
const OPEN_LOOP_WARMUP_SECONDS = 2;
/** The latency the open-loop search keeps: every rate it keeps answers 99 in 100 calls within it. */
const P99_GOAL_MS = 50;
/** Owners of the records the open-loop calls change, taken in turn. */
const OPEN_LOOP_OWNERS = 200;

interface LoadOptions {
  clients: number;
  seconds: number;
  /** The open-loop search for the highest rate at the latency goal instead of closed-loop clients. */
  isOpenLoop: boolean;
}

/**
 * `--clients n --seconds n [--open-loop]`, each a positive whole number; a message when they are
 * not.
 */
function readOptions(args: readonly string[]): LoadOptions | string {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        clients: { type: 'string' },
        seconds: { type: 'string' },
        'open-loop': { type: 'boolean' },
      },
    });
    const isOpenLoop = values['open-loop'] ?? false;
    const clients = Number(values.clients ?? DEFAULT_CLIENTS);
    const seconds = Number(values.seconds ?? (isOpenLoop ? OPEN_LOOP_SECONDS : DEFAULT_SECONDS));
    if (Number.isInteger(clients) && clients > 0 && Number.isInteger(seconds) && seconds > 0) {
      return { clients, seconds, isOpenLoop };
    }
  } catch {
    // Falls through to the usage below.
  }
  return 'Usage: npm run bench -- load [--clients 200] [--seconds 60] | load --open-loop [--seconds 10]';
}

function runMix(
  options: LoadOptions,
  spec: Omit<MixSpec, 'connections' | 'seconds' | 'warmupSeconds'>,
) {
  return runLoadClient<MixResult>(MIX_CLIENT, {
    ...spec,
    connections: options.clients,
    seconds: options.seconds,
    warmupSeconds: WARMUP_SECONDS,
  } satisfies MixSpec);
}

/**
 * The server's mean memory over the first and over the last `MEMORY_WINDOW_SECONDS` of the
 * measured run (half of it each, for shorter runs), and a reading about every window's length.
 */
function memoryGrowth(samples: readonly MemorySample[], result: MixResult, seconds: number) {
  const window = Math.min(MEMORY_WINDOW_SECONDS, seconds / 2);
  const first = meanBetween(samples, result.startedAt, result.startedAt + window * 1_000);
  const last = meanBetween(samples, result.endedAt - window * 1_000, result.endedAt);
  const trend: number[] = [];
  let keptAt = -Infinity;
  for (const sample of samples) {
    if (sample.at < result.startedAt || sample.at > result.endedAt) continue;
    if (sample.at - keptAt < window * 1_000 * 0.9) continue;
    keptAt = sample.at;
    trend.push(Math.round(sample.megabytes));
  }
  return { first, last, ratio: last / first, window, trend };
}

/**
 * `npm run bench -- load [--clients 200] [--seconds 60]`: a person with 5,000 companies, the
 * calls of the dashboard and the All Domains page with status changes mixed in, from closed-loop
 * clients against the server on Postgres (DATABASE_URL, or the local server) in a process of its
 * own; against a bare Fastify route under the same clients in the same run. Fails on any error or
 * when the memory the server holds on to (its heap after a full collection) grows by more than a
 * tenth over the run. Its resident size is shown too, but it swings by a hundred megabytes within
 * seconds with garbage not yet collected and memory the allocator keeps.
 */
export async function runLoadBench(args: readonly string[]): Promise<boolean> {
  const options = readOptions(args);
  if (typeof options === 'string') {
    console.error(options);
    return false;
  }
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  if (options.isOpenLoop) return runCapacityBench(options.seconds);
  const bare = await measureBareRoute((url) =>
    runMix(options, {
      origin: new URL(url).origin,
      headers: {},
      calls: [{ name: 'bare', path: new URL(url).pathname, weight: 1, bodies: ['{}'] }],
      ownValues: [],
    }),
  );
  const { server, pid, heapAfterGc, stop } = await startLoadServer(DOMAINS);
  try {
    const mix = await prepareDashboardMix(server, DOMAINS, options.clients);
    const resident = sampleMemory(() => residentMegabytes(pid), RESIDENT_INTERVAL_MS);
    const heap = sampleMemory(heapAfterGc, HEAP_INTERVAL_MS);
    const headers = { cookie: server.cookie, origin: server.origin };
    const result = await runMix(options, { origin: server.url, headers, ...mix });
    const growth = {
      heap: memoryGrowth(await heap.stop(), result, options.seconds),
      resident: memoryGrowth(await resident.stop(), result, options.seconds),
    };
    printResults(options, bare, result, growth);
    return result.errors + result.warmupErrors === 0 && growth.heap.ratio <= 1 + MEMORY_GROWTH_GOAL;
  } finally {
    await stop();
  }
}

function printResults(
  options: LoadOptions,
  bare: MixResult,
  result: MixResult,
  growth: Record<'heap' | 'resident', ReturnType<typeof memoryGrowth>>,
) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mb = (value: number) => `${value.toFixed(1)} MB`;
  const times = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
  const errors = result.errors + result.warmupErrors;
  const isFlat = growth.heap.ratio <= 1 + MEMORY_GROWTH_GOAL;
  console.log(
    `${DOMAINS} companies in one mailbox, ${options.clients} closed-loop clients, ${options.seconds} s ` +
      `after a ${WARMUP_SECONDS} s warm-up; 5 in 100 calls change a status. ` +
      `Server memory: mean of the first and of the last ${growth.heap.window} s, its heap read ` +
      `after a full collection every ${HEAP_INTERVAL_MS / 1_000} s.`,
  );
  console.table([
    {
      run: 'bare Fastify route',
      requests: bare.requests,
      errors: bare.errors,
      'req/s': Math.round(bare.rps),
      p50: ms(bare.p50),
      p95: ms(bare.p95),
      p99: ms(bare.p99),
    },
    {
      run: 'dashboard mix',
      requests: result.requests,
      errors: withGoal(String(errors), '= 0', errors === 0),
      'req/s': `${Math.round(result.rps)} (${times(result.rps, bare.rps)} bare)`,
      p50: `${ms(result.p50)} (${times(result.p50, bare.p50)})`,
      p95: `${ms(result.p95)} (${times(result.p95, bare.p95)})`,
      p99: `${ms(result.p99)} (${times(result.p99, bare.p99)})`,
      'heap first': mb(growth.heap.first),
      'heap last': mb(growth.heap.last),
      'heap growth': withGoal(times(growth.heap.last, growth.heap.first), '≤ 1.10×', isFlat),
      'RSS growth': times(growth.resident.last, growth.resident.first),
    },
  ]);
  for (const [name, { trend }] of Object.entries({ heap: growth.heap, RSS: growth.resident })) {
    console.log(`Server ${name} every ${MEMORY_WINDOW_SECONDS} s (MB): ${trend.join(', ')}`);
  }
  console.table(
    result.calls.map((call) => ({
      call: call.name,
      requests: call.requests,
      errors: call.errors,
      p50: ms(call.p50),
      p95: ms(call.p95),
      p99: ms(call.p99),
    })),
  );
  if (errors > 0) {
    console.log(
      `Failed answers by status (0: connection failed): ${JSON.stringify(result.failures)}; ` +
        `${result.warmupErrors} more in the warm-up.`,
    );
  }
}

/** The highest rate of `plan`'s calls whose 99th percentile stays under the goal, and each step. */
function searchCapacity(plan: MixPlan, seconds: number, startRate: number) {
  return findCapacity(
    (rate) =>
      runLoadClient<OpenLoopResult>(OPEN_LOOP_CLIENT, {
        ...plan,
        rate,
        seconds,
        warmupSeconds: OPEN_LOOP_WARMUP_SECONDS,
      } satisfies OpenLoopSpec),
    { startRate, p99GoalMs: P99_GOAL_MS },
  );
}

/**
 * `npm run bench -- load --open-loop`: calls arrive at a fixed rate, answered or not, as people's
 * do; the highest rate at which the dashboard's mix (5,000 companies, 5 in 100 calls a status
 * change, Postgres) keeps its 99th percentile under 50 ms, and the same for a bare Fastify route
 * in the same run. Closed-loop clients measure how long the queue gets at saturation; this
 * measures what the server carries at a latency people do not notice.
 */
async function runCapacityBench(seconds: number): Promise<boolean> {
  const bare = await measureBareRoute((url) =>
    searchCapacity(
      {
        origin: new URL(url).origin,
        headers: {},
        calls: [{ name: 'bare', path: new URL(url).pathname, weight: 1, bodies: ['{}'] }],
        ownValues: [],
      },
      seconds,
      400,
    ),
  );
  const { server, stop } = await startLoadServer(DOMAINS);
  try {
    const mix = await prepareDashboardMix(server, DOMAINS, OPEN_LOOP_OWNERS);
    const headers = { cookie: server.cookie, origin: server.origin };
    const dashboard = await searchCapacity({ origin: server.url, headers, ...mix }, seconds, 100);
    printCapacity(seconds, { 'bare Fastify route': bare, 'dashboard mix': dashboard });
    return dashboard.rate !== null;
  } finally {
    await stop();
  }
}

function printCapacity(
  seconds: number,
  runs: Record<string, { rate: number | null; steps: CapacityStep<OpenLoopResult>[] }>,
) {
  console.log(
    `Open loop: calls arrive at a fixed rate for ${seconds} s after a ${OPEN_LOOP_WARMUP_SECONDS} s ` +
      `warm-up, each timed from when it was due; a rate is kept when no call failed and p99 < ` +
      `${P99_GOAL_MS} ms. ${DOMAINS} companies in one mailbox, 5 in 100 calls change a status.`,
  );
  for (const [name, { steps }] of Object.entries(runs)) {
    console.log(name);
    console.table(
      steps.map(({ rate, result, isWithinGoal }) => ({
        'rate (calls/s)': rate,
        answered: result.requests,
        errors: result.errors,
        'late starts': result.late,
        p50: `${result.p50.toFixed(1)} ms`,
        p99: `${result.p99.toFixed(1)} ms`,
        kept: isWithinGoal ? 'yes' : 'no',
      })),
    );
  }
  const kept = runs['dashboard mix']!.steps.filter((step) => step.isWithinGoal).at(-1);
  if (kept) {
    console.log(`The dashboard mix's calls at ${kept.rate} calls/s, the highest rate kept:`);
    console.table(
      kept.result.calls.map((call) => ({
        call: call.name,
        answered: call.requests,
        p50: `${call.p50.toFixed(1)} ms`,
        p95: `${call.p95.toFixed(1)} ms`,
        p99: `${call.p99.toFixed(1)} ms`,
      })),
    );
  }
  const bare = runs['bare Fastify route']!.rate;
  const dashboard = runs['dashboard mix']!.rate;
  const ratio = bare && dashboard ? ` (${(dashboard / bare).toFixed(2)}× the bare route's)` : '';
  console.log(
    `Highest rate with p99 < ${P99_GOAL_MS} ms: bare route ${bare ?? 'none'} calls/s, ` +
      `dashboard mix ${dashboard ?? 'none'} calls/s${ratio}.`,
  );
}
