import type { Jurisdiction } from '@reclaim/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { fetchDsrTemplate } from './deletion-requests-api';

/**
 * The template of one law (`_reclaimTemplate`), once a law is chosen; it does not change while the
 * page is open.
 */
export function useDsrTemplate(jurisdiction: Jurisdiction | null) {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: ['dsr-template', jurisdiction],
    queryFn:
      userName !== '' && jurisdiction !== null
        ? () => fetchDsrTemplate(userName, jurisdiction)
        : skipToken,
    staleTime: Infinity,
  });
}
