/**
 * A closed-loop load generator for a weighted mix of calls, run in its own process so it does not
 * share the server's event loop: `connections` clients each send their next call as soon as the
 * previous answer is in, for `seconds` after `warmupSeconds`. Prints a `MixResult` as JSON.
 */
import { Agent } from 'node:http';
import { postForStatus, summarizeLatencies, type LoadResult } from '../api/http-load';
import { clientSequences, Tally, type MixPlan } from './mix-plan';

export interface MixSpec extends MixPlan {
  connections: number;
  warmupSeconds: number;
  seconds: number;
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

const spec = JSON.parse(process.argv[2] ?? '{}') as MixSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const urls = spec.calls.map((call) => new URL(call.path, spec.origin));
const clients = clientSequences(spec, spec.connections);

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
