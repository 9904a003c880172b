import type { Preferences } from '@reclaim/contract';
import { GET_PREFERENCES_PATH, UPDATE_PREFERENCES_PATH } from '@reclaim/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/auth-client';
import { callApi } from '../../lib/call-api';

const PREFERENCES_KEY = ['preferences'] as const;

/** The person's preferences kept with their account (`_getPreferences`): where they live. */
export function usePreferences() {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  return useQuery({
    queryKey: [...PREFERENCES_KEY, userName],
    queryFn: async () =>
      (await callApi<{ data: { responseObject: Preferences } }>(GET_PREFERENCES_PATH, userName))
        .data.responseObject,
    enabled: userName !== '',
    staleTime: Infinity,
  });
}

/** Saves where the person lives (`_updatePreferences`); every reader of it sees the new place. */
export function useSavePreferences() {
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const userName = session?.user.email ?? '';
  return useMutation({
    mutationFn: async (preferences: Preferences) =>
      (
        await callApi<{ data: { responseObject: Preferences } }>(
          UPDATE_PREFERENCES_PATH,
          userName,
          preferences,
        )
      ).data.responseObject,
    onSuccess: (saved) => queryClient.setQueryData([...PREFERENCES_KEY, userName], saved),
  });
}
