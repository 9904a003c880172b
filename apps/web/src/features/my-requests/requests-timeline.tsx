import {
  GET_REQUEST_TIMELINE_PATH,
  REQUEST_TIMELINE_PARTS,
  type RequestTimelineMonth,
  type RequestTimelinePart,
  type RequestTimelineResponse,
} from '@reclaim/contract';
import { useQuery } from '@tanstack/react-query';
import { ChartPanel, StackedBars, type StackedPart } from '../../components/stacked-bars';
import { useSession } from '../../lib/auth-client';
import { callApi } from '../../lib/call-api';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';

export const TIMELINE_TITLE = 'Your Requests Over Time';
export const TIMELINE_INTRO = 'How many requests you sent each month, and where each stands now.';

const PART_COLOURS: Record<RequestTimelinePart, string> = {
  waiting: 'bg-slate-400',
  answered: 'bg-brand-500',
  overdue: 'bg-amber-500',
  done: 'bg-brand-900',
  failed: 'bg-red-700',
};
const PARTS: StackedPart<RequestTimelinePart>[] = REQUEST_TIMELINE_PARTS.map(({ key, label }) => ({
  key,
  label,
  colour: PART_COLOURS[key],
}));

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

/** The months from the first to the last, a month without a request among them with none. */
export function everyMonth(months: readonly RequestTimelineMonth[]): RequestTimelineMonth[] {
  if (months.length === 0) return [];
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const [firstYear, firstMonth] = months[0]!.month.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = months.at(-1)!.month.split('-').map(Number) as [number, number];
  const count = (lastYear - firstYear) * 12 + lastMonth - firstMonth + 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(firstYear, firstMonth - 1 + index, 1));
    const month = date.toISOString().slice(0, 7);
    return byMonth.get(month) ?? { month, waiting: 0, answered: 0, overdue: 0, done: 0, failed: 0 };
  });
}

/**
 * The requests of the chosen mailbox over time (`_getTimeline`), below their lists; refreshed
 * with them, so a reply or a Completed mark moves a request to its new part. Nothing shows before
 * a request was sent, nor when the call fails: the lists above say what went wrong.
 */
export function RequestsTimeline({ emailId }: { emailId: string }) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const { data } = useQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'timeline', userName, emailId],
    queryFn: () =>
      callApi<RequestTimelineResponse>(GET_REQUEST_TIMELINE_PATH, userName, { emailId }),
    enabled: userName !== '',
  });
  const months = everyMonth(data?.data.responseListObject ?? []);
  if (months.length === 0) return null;
  return (
    <ChartPanel title={TIMELINE_TITLE} intro={TIMELINE_INTRO}>
      <StackedBars
        caption="Your requests by the month they went out"
        labelHeader="Month"
        parts={PARTS}
        bars={months.map(({ month, ...values }) => ({ label: monthLabel(month), values }))}
      />
    </ChartPanel>
  );
}
