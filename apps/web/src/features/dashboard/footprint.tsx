import { GET_FOOTPRINT_PATH, type FootprintResponse } from '@reclaim/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSession } from '../../lib/auth-client';
import { callApi } from '../../lib/call-api';
import { DOMAINS_QUERY_KEY } from '../domains/use-domain-status';
import { FOOTPRINT_INTRO, FOOTPRINT_TITLE, FootprintChart } from './footprint-chart';

/**
 * "Your footprint" under the dashboard's table (`_getFootprint`): refreshed with the lists, so a
 * request or a Completed mark moves its company to its new part. Nothing shows before a company
 * is found, nor when the call fails: the table above says what went wrong.
 */
export function Footprint({ emailId }: { emailId: string }) {
  const headingId = useId();
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const { data } = useQuery({
    queryKey: [...DOMAINS_QUERY_KEY, 'footprint', userName, emailId],
    queryFn: () => callApi<FootprintResponse>(GET_FOOTPRINT_PATH, userName, { emailId }),
    enabled: userName !== '',
  });
  const years = data?.data.responseListObject ?? [];
  if (years.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {FOOTPRINT_TITLE}
      </h2>
      <p className="text-sm text-slate-600">{FOOTPRINT_INTRO}</p>
      <FootprintChart years={years} />
    </section>
  );
}
