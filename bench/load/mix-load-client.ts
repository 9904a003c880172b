import { Agent } from 'node:http';
import { isSuccess, postForStatus, summarizeLatencies, type LoadResult } from '../api/http-load';

/**
 * A closed-loop load generator for a weighted mix of calls, run in its own process so it does not
 * share the server's event loop: `connections` clients each send their next call as soon as the
 * previous answer is in, for `seconds` after `warmupSeconds`. Prints a `MixResult` as JSON.
 */

/** One call of the mix. */
export interface MixCall {
  name: string;
  path: string;
  /** How often the call comes, relative to the other calls' weights; a whole number. */
  weight: number;
  /** JSON bodies each client sends in turn; `{own}` in them stands for the client's own value. */
  bodies: string[];
}

export interface MixSpec {
  origin: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  calls: MixCall[];
  /**
   * The value of `{own}` for each client (client i takes value i, cycling): what that client alone
   * changes, so that no two clients race on one record as no two people do.
   */
  ownValues: string[];
}

export interface MixResult extends LoadResult {
  warmupErrors: number;
  /** When the measured part began and ended (ms since the epoch), to line up other samples. */
  startedAt: number;
  endedAt: number;
  calls: (LoadResult & { name: string })[];
  /** How often each failing status code came back; 0 stands for a failed connection. */
  failures: Record<string, number>;
}

const OWN = '{own}';

/**
 * The calls' indexes in a smooth weighted round-robin order: each call `weight` times per cycle,
 * spread out rather than bunched, so writes come evenly among the reads.
 */
function weightedCycle(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  return Array.from({ length: total }, () => {
    weights.forEach((weight, index) => (current[index]! += weight));
    const chosen = current.indexOf(Math.max(...current));
    current[chosen]! -= total;
    return chosen;
  });
}

/** What one phase (warm-up or measurement) saw, per call. */
class Tally {
  readonly latencies: number[][];
  readonly errors: number[];
  readonly failures: Record<string, number> = {};

  constructor(calls: number) {
    this.latencies = Array.from({ length: calls }, () => []);
    this.errors = Array.from({ length: calls }, () => 0);
  }

  record(call: number, milliseconds: number, statusCode: number) {
    this.latencies[call]!.push(milliseconds);
    if (isSuccess(statusCode)) return;
    this.errors[call]! += 1;
    this.failures[statusCode] = (this.failures[statusCode] ?? 0) + 1;
  }

  get errorCount() {
    return this.errors.reduce((sum, count) => sum + count, 0);
  }
}

const spec = JSON.parse(process.argv[2] ?? '{}') as MixSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const urls = spec.calls.map((call) => new URL(call.path, spec.origin));
const cycle = weightedCycle(spec.calls.map((call) => call.weight));

/** A client's calls in order, each starting at its own place in the cycle. */
function client(index: number) {
  const own = spec.ownValues[index % Math.max(1, spec.ownValues.length)] ?? '';
  const bodies = spec.calls.map((call) => call.bodies.map((body) => body.replaceAll(OWN, own)));
  const turns = spec.calls.map(() => 0);
  let position = Math.floor((index * cycle.length) / spec.connections);
  return () => {
    const call = cycle[position++ % cycle.length]!;
    const callBodies = bodies[call]!;
    const turn = turns[call]!;
    turns[call] = turn + 1;
    return { call, body: callBodies[turn % callBodies.length]! };
  };
}

const clients = Array.from({ length: spec.connections }, (_, index) => client(index));

async function run(until: number, tally: Tally) {
  await Promise.all(
    clients.map(async (next) => {
      while (performance.now() < until) {
        const { call, body } = next();
        const started = performance.now();
        const statusCode = await postForStatus(agent, urls[call]!, body, spec.headers);
        tally.record(call, performance.now() - started, statusCode);
      }
    }),
  );
}

const warmup = new Tally(spec.calls.length);
await run(performance.now() + spec.warmupSeconds * 1_000, warmup);
const measured = new Tally(spec.calls.length);
const startedAt = Date.now();
const started = performance.now();
await run(started + spec.seconds * 1_000, measured);
const elapsed = (performance.now() - started) / 1_000;
const result: MixResult = {
  ...summarizeLatencies(measured.latencies.flat(), measured.errorCount, elapsed),
  warmupErrors: warmup.errorCount,
  startedAt,
  endedAt: Date.now(),
  calls: spec.calls.map((call, index) => ({
    name: call.name,
    ...summarizeLatencies(measured.latencies[index]!, measured.errors[index]!, elapsed),
  })),
  failures: measured.failures,
};
console.log(JSON.stringify(result));
agent.destroy();
