import { GET_FOOTPRINT_PATH, type FootprintResponse } from '@reclaim/contract';
import { useQuery } from '@tanstack/react-query';
import { ChartPanel } from '../../components/stacked-bars';
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
    <ChartPanel title={FOOTPRINT_TITLE} intro={FOOTPRINT_INTRO}>
      <FootprintChart years={years} />
    </ChartPanel>
  );
}
