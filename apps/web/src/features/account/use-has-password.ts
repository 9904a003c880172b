import { useQuery } from '@tanstack/react-query';
import { authClient } from '../../lib/auth-client';
import { hasPasswordAccount } from './password-account';

/**
 * Whether the signed-in user has a password, read from their linked sign-in methods. A browser
 * flag set at sign-up would be lost on another browser, so the identity service is asked.
 */
export function useHasPassword(userId: string) {
  return useQuery({
    queryKey: ['account', userId, 'sign-in-methods'],
    enabled: userId !== '',
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? 'Could not load your sign-in methods');
      return data;
    },
    select: hasPasswordAccount,
  });
}
