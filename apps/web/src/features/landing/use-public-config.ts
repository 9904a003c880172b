import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@reclaim/contract';

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/config', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return publicConfigSchema.parse(await response.json());
}

/** The server's public settings (sign-in providers, intro video), shared under one query key. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: Infinity });
}
