import type { PublicConfig } from '@reclaim/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** What this server offers (social sign-in, intro video, local outbox). Fetched once. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiRequest<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
