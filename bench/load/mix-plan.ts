import { isSuccess } from '../api/http-load';

/** One call of the mix. */
export interface MixCall {
  name: string;
  path: string;
  /** How often the call comes, relative to the other calls' weights; a whole number. */
  weight: number;
  /** JSON bodies each client sends in turn; `{own}` in them stands for the client's own value. */
  bodies: string[];
}

/** The calls of a load run, whoever sends them and at what pace. */
export interface MixPlan {
  origin: string;
  headers: Record<string, string>;
  calls: MixCall[];
  /**
   * The value of `{own}` for each client (client i takes value i, cycling): what that client alone
   * changes, so that no two clients race on one record as no two people do.
   */
  ownValues: string[];
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

/** A client's next call: which one of the plan's, and the body to send. */
export type NextCall = () => { call: number; body: string };

/**
 * `count` clients' sequences of calls, each starting at its own place in the weighted cycle and
 * with its own value for `{own}`.
 */
export function clientSequences(plan: MixPlan, count: number): NextCall[] {
  const cycle = weightedCycle(plan.calls.map((call) => call.weight));
  return Array.from({ length: count }, (_, index) => {
    const own = plan.ownValues[index % Math.max(1, plan.ownValues.length)] ?? '';
    const bodies = plan.calls.map((call) => call.bodies.map((body) => body.replaceAll(OWN, own)));
    const turns = plan.calls.map(() => 0);
    let position = Math.floor((index * cycle.length) / count);
    return () => {
      const call = cycle[position++ % cycle.length]!;
      const callBodies = bodies[call]!;
      const turn = turns[call]!;
      turns[call] = turn + 1;
      return { call, body: callBodies[turn % callBodies.length]! };
    };
  });
}

/** What one phase (warm-up or measurement) saw, per call. */
export class Tally {
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
