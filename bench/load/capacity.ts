/** What one open-loop step measured, as far as the search needs it. */
export interface StepResult {
  p99: number;
  errors: number;
}

export interface CapacityStep<Result extends StepResult> {
  rate: number;
  result: Result;
  isWithinGoal: boolean;
}

export interface CapacitySearch {
  /** The rate tried first, in calls a second. */
  startRate: number;
  /** The 99th percentile every kept rate stays under, in milliseconds. */
  p99GoalMs: number;
  /** How much each step up multiplies the rate by before one misses the goal. */
  growth?: number;
  /** How often the span between the last kept and the first missed rate is halved after. */
  refinements?: number;
  /** The highest rate tried, whatever the answers: the load generator's own limit. */
  maxRate?: number;
}

/**
 * The highest rate at which `measure` keeps its 99th percentile under the goal with no error:
 * raises the rate by `growth` until a step misses, then halves the span between the last rate kept
 * and the first missed `refinements` times. Every step is returned, in the order tried; `rate` is
 * null when even the first missed.
 */
export async function findCapacity<Result extends StepResult>(
  measure: (rate: number) => Promise<Result>,
  { startRate, p99GoalMs, growth = 1.5, refinements = 3, maxRate = 20_000 }: CapacitySearch,
): Promise<{ rate: number | null; steps: CapacityStep<Result>[] }> {
  const steps: CapacityStep<Result>[] = [];
  const tryRate = async (rate: number) => {
    const result = await measure(rate);
    const step = { rate, result, isWithinGoal: result.errors === 0 && result.p99 < p99GoalMs };
    steps.push(step);
    return step.isWithinGoal;
  };
  let kept: number | null = null;
  let missed: number | null = null;
  for (let rate = startRate; rate <= maxRate; rate = Math.round(rate * growth)) {
    if (!(await tryRate(rate))) {
      missed = rate;
      break;
    }
    kept = rate;
  }
  if (kept === null || missed === null) return { rate: kept, steps };
  for (let step = 0; step < refinements; step++) {
    const middle = Math.round((kept + missed) / 2);
    if (middle === kept || middle === missed) break;
    if (await tryRate(middle)) kept = middle;
    else missed = middle;
  }
  return { rate: kept, steps };
}
