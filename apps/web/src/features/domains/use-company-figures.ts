import {
  COMPANY_FIGURES_PATH,
  type CompanyFigures,
  type CompanyFiguresBody,
} from '@reclaim/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { callApi } from '../../lib/call-api';

interface CompanyFiguresAnswer {
  data: { responseListObject: CompanyFigures[] };
}

/**
 * How these companies answer requests, from everyone's requests together (decision 78), by
 * domain; a company without figures (fewer than five people asked it) is not in the map. The
 * figures change once a night, so they are not asked for again while the page is open. Nothing
 * is shown while they load or when the call fails: they add to a page, which works without them.
 */
export function useCompanyFigures(domainNames: readonly string[]): Map<string, CompanyFigures> {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const body: CompanyFiguresBody = { domainNames: [...domainNames].sort() };
  const { data } = useQuery({
    queryKey: ['company-figures', body.domainNames],
    queryFn:
      userName !== '' && domainNames.length > 0
        ? () => callApi<CompanyFiguresAnswer>(COMPANY_FIGURES_PATH, userName, body)
        : skipToken,
    staleTime: Infinity,
    retry: false,
  });
  return new Map(data?.data.responseListObject.map((figures) => [figures.domainName, figures]));
}
