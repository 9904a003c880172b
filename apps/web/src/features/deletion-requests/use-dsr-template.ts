import type { Jurisdiction, LetterLanguage, RequestType } from '@reclaim/contract';
import { skipToken, useQueries } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { fetchDsrTemplate, type DsrTemplateAnswer } from './deletion-requests-api';

/** The letter templates of a preview, one per language its companies are written in. */
export interface LetterTemplates {
  /** The template of a language, once it has loaded. */
  of: (language: LetterLanguage) => DsrTemplateAnswer | undefined;
  /** Every language's template has loaded. */
  isReady: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The letter of one request type under one law (`_reclaimTemplate`) in each of `languages`, once
 * a law is chosen; a template does not change while the page is open.
 */
export function useLetterTemplates(
  jurisdiction: Jurisdiction | null,
  requestType: RequestType,
  languages: readonly LetterLanguage[],
): LetterTemplates {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const queries = useQueries({
    queries: languages.map((language) => ({
      queryKey: ['dsr-template', jurisdiction, requestType, language],
      queryFn:
        userName !== '' && jurisdiction !== null
          ? () => fetchDsrTemplate(userName, { jurisdiction, requestType, language })
          : skipToken,
      staleTime: Infinity,
    })),
  });
  return {
    of: (language) => queries[languages.indexOf(language)]?.data,
    isReady: queries.length > 0 && queries.every((query) => query.data !== undefined),
    isError: queries.some((query) => query.isError),
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
