const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's sample mail spans 2005–2021, 17 years; the demo mailbox spans 17 years to today. */
export const DEMO_SPAN_YEARS = 17;

/** Days ago, counted from the start of today (UTC); `'span'` is the start of the mailbox. */
type DaysAgo = readonly [min: number, max: number | 'span'];

/**
 * How one company's mail spreads over the demo mailbox: how far back the first e-mail and the last
 * one lie. The last is never before the first.
 */
interface Lifetime {
  name: string;
  /** Share of the companies, out of 1. */
  share: number;
  first: DaysAgo;
  last: DaysAgo;
  /** At least this many e-mails: a long story needs a first and a recent one. */
  minMessages: number;
}

/*
 * The ranges keep clear of the boundaries they are meant to show — the month tabs (first e-mail
 * within 1, 6 or 12 calendar months) and the recommendation (silent for 360 days, decision 11) —
 * so no company changes tab or recommendation from one day to the next.
 */
const LIFETIMES: readonly Lifetime[] = [
  { name: 'joined this month', share: 0.08, first: [1, 25], last: [0, 25], minMessages: 1 },
  { name: 'joined this half-year', share: 0.12, first: [40, 170], last: [0, 30], minMessages: 1 },
  { name: 'joined this year', share: 0.1, first: [190, 340], last: [0, 60], minMessages: 1 },
  { name: 'still writing', share: 0.3, first: [730, 'span'], last: [0, 90], minMessages: 2 },
  { name: 'gone quiet', share: 0.4, first: [400, 'span'], last: [400, 'span'], minMessages: 1 },
];

/** One company's mail in the demo mailbox: how many e-mails, and the span they cover. */
export interface DemoHistory {
  count: number;
  first: Date;
  last: Date;
}

/** The start of the demo mailbox's span for a mailbox read at `now`: 17 years before today. */
export function demoSpanStart(now: Date): Date {
  const today = startOfDay(now);
  return new Date(
    Date.UTC(today.getUTCFullYear() - DEMO_SPAN_YEARS, today.getUTCMonth(), today.getUTCDate()),
  );
}

/**
 * Draws one company's history from its random stream: most companies went quiet years ago (and
 * are recommended), some still write, a few joined this month. Dates count back from the start of
 * today, so the mailbox is the same all day and never dated in the future.
 */
export function drawDemoHistory(random: () => number, now: Date, maxMessages: number): DemoHistory {
  const today = startOfDay(now).getTime();
  const spanMs = today - demoSpanStart(now).getTime();
  const lifetime = pickLifetime(random());
  const [firstMin, firstMax] = toMs(lifetime.first, spanMs);
  const [lastMin, lastMax] = toMs(lifetime.last, spanMs);
  const lastAgo = between(random, lastMin, Math.min(lastMax, firstMax));
  const firstAgo = between(random, Math.max(firstMin, lastAgo), firstMax);
  const count =
    lifetime.minMessages + Math.floor(random() * (maxMessages - lifetime.minMessages + 1));
  const first = new Date(today - firstAgo);
  // A single e-mail is the first one: the company stays in the tab it joined in.
  return { count, first, last: count === 1 ? first : new Date(today - lastAgo) };
}

function pickLifetime(draw: number): Lifetime {
  let total = 0;
  for (const lifetime of LIFETIMES) {
    total += lifetime.share;
    if (draw < total) return lifetime;
  }
  return LIFETIMES.at(-1)!;
}

/** A range of days ago in milliseconds ago; `'span'` is the start of the mailbox. */
function toMs([min, max]: DaysAgo, spanMs: number): [number, number] {
  return [min * DAY_MS, max === 'span' ? spanMs : max * DAY_MS];
}

function between(random: () => number, min: number, max: number): number {
  return Math.floor(min + random() * (max - min));
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
