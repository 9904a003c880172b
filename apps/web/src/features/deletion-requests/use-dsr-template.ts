import type { Jurisdiction } from '@reclaim/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { fetchDsrTemplate } from './deletion-requests-api';

/** The template of one law (`_reclaimTemplate`); it does not change while the page is open. */
export function useDsrTemplate(jurisdiction: Jurisdiction) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: ['dsr-template', jurisdiction],
    queryFn: () => fetchDsrTemplate(userName, jurisdiction),
    enabled: userName !== '',
    staleTime: Infinity,
  });
}
