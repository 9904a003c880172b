import { REFERRAL_PATH } from '@reclaim/contract/paths';
import type { ReferralResponse } from '@reclaim/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The signed-in person's referral token and visit count; nothing is fetched when signed out. */
export function useReferral(isSignedIn: boolean) {
  return useQuery({
    queryKey: ['referral'],
    queryFn: () => apiRequest<ReferralResponse>(REFERRAL_PATH),
    enabled: isSignedIn,
  });
}
