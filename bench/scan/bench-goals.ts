/** `12.34 %` for a share between 0 and 1. */
export const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

/** A figure followed by its goal and whether it was met: `97 (≤ 110: ok)`. */
export const withGoal = (figure: string, goal: string, isMet: boolean) =>
  `${figure} (${goal}: ${isMet ? 'ok' : 'MISSED'})`;
