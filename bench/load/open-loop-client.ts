import { Agent } from 'node:http';
import { postForStatus, summarizeLatencies, type LoadResult } from '../api/http-load';
import { clientSequences, Tally, type MixPlan } from './mix-plan';

/**
 * An open-loop load generator for a weighted mix of calls, in a process of its own: calls start
 * at a fixed rate whether or not earlier ones were answered, as people's clicks do, and each
 * call's time is counted from when it was due, so a server that falls behind pays for the wait
 * too (no coordinated omission). Runs `warmupSeconds`, then `seconds` measured; prints an
 * `OpenLoopResult` as JSON.
 */

export interface OpenLoopSpec extends MixPlan {
  /** Calls started a second. */
  rate: number;
  warmupSeconds: number;
  seconds: number;
}

export interface OpenLoopResult extends LoadResult {
  /** Calls that started more than 5 ms after they were due: the generator could not keep up. */
  late: number;
  failures: Record<string, number>;
  calls: (LoadResult & { name: string })[];
}

/** Sequences of calls the arrivals take in turn, each with its own record to change. */
const SEQUENCES = 200;
/** How late a call may start before the generator counts itself as behind. */
const LATE_MS = 5;
/** A call still unanswered this long after the run counts as failed. */
const DRAIN_MS = 10_000;

const spec = JSON.parse(process.argv[2] ?? '{}') as OpenLoopSpec;
const agent = new Agent({ keepAlive: true, maxSockets: 1_024 });
const urls = spec.calls.map((call) => new URL(call.path, spec.origin));
const sequences = clientSequences(spec, SEQUENCES);
const interval = 1_000 / spec.rate;

/** Starts the calls due from `from` for `seconds`, recording each in `tally`; ends when all are in. */
async function run(from: number, seconds: number, tally: Tally) {
  const total = Math.round(seconds * spec.rate);
  const inFlight = new Set<Promise<void>>();
  let late = 0;
  for (let arrival = 0; arrival < total; arrival++) {
    const due = from + arrival * interval;
    const wait = due - performance.now();
    // Never before it is due: a timer wakes a millisecond late at best, and the calls due by
    // then go out together.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (performance.now() - due > LATE_MS) late++;
    const { call, body } = sequences[arrival % SEQUENCES]!();
    const answered = postForStatus(agent, urls[call]!, body, spec.headers).then((statusCode) => {
      tally.record(call, performance.now() - due, statusCode);
      inFlight.delete(answered);
    });
    inFlight.add(answered);
  }
  const drained = Promise.all(inFlight).then(() => true);
  const isDrained = await Promise.race([
    drained,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
  ]);
  if (!isDrained) tally.failures['unanswered'] = inFlight.size;
  return { late, unanswered: isDrained ? 0 : inFlight.size };
}

await run(performance.now(), spec.warmupSeconds, new Tally(spec.calls.length));
const measured = new Tally(spec.calls.length);
const started = performance.now();
const { late, unanswered } = await run(started, spec.seconds, measured);
const result: OpenLoopResult = {
  ...summarizeLatencies(measured.latencies.flat(), measured.errorCount + unanswered, spec.seconds),
  late,
  failures: measured.failures,
  calls: spec.calls.map((call, index) => ({
    name: call.name,
    ...summarizeLatencies(measured.latencies[index]!, measured.errors[index]!, spec.seconds),
  })),
};
console.log(JSON.stringify(result));
agent.destroy();
