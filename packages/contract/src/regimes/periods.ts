/**
 * Time limits as laws state them, and when they end. A limit runs from the day a company received
 * the request; Reclaim counts from the moment the request left the person's mailbox, which is
 * when a mail server takes it.
 */

/**
 * How a limit is counted: every day; Monday to Friday (business days: Reclaim knows no public
 * holidays, so where one falls inside the limit the company has a day more than shown); or
 * months, to the same date of the last month, or its last day when the month is shorter.
 */
export type PeriodUnit = 'days' | 'business-days' | 'months';

export interface Period {
  count: number;
  unit: PeriodUnit;
}

/**
 * Where a limit that ends on a Saturday or a Sunday ends instead: on that day (`none`), or on
 * the following Monday (`next-business-day`, as EU time limits do under Regulation 1182/71
 * Art. 3(4)).
 */
export type WeekendRule = 'none' | 'next-business-day';

const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

function addBusinessDays(start: Date, days: number): Date {
  let end = start;
  for (let left = days; left > 0;) {
    end = addDays(end, 1);
    if (!isWeekend(end)) left -= 1;
  }
  return end;
}

/**
 * When a limit of `period` that starts at `start` ends, at the same time of day (UTC); the day
 * of `start` itself is not counted.
 */
export function endOfPeriod(start: Date, period: Period, weekend?: WeekendRule): Date {
  let end: Date;
  switch (period.unit) {
    case 'days':
      end = addDays(start, period.count);
      break;
    case 'business-days':
      return addBusinessDays(start, period.count);
    case 'months':
      end = addMonths(start, period.count);
      break;
  }
  if (weekend === 'next-business-day') {
    while (isWeekend(end)) end = addDays(end, 1);
  }
  return end;
}

/** A period as people read it: '1 month', '45 days', '10 business days'. */
export function describePeriod({ count, unit }: Period): string {
  const noun = unit === 'months' ? 'month' : unit === 'days' ? 'day' : 'business day';
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
