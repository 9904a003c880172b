import {
  REFERRAL_CAMPAIGN,
  REFERRAL_QUERY,
  REFERRAL_VISITS_PATH,
  referralVisitSchema,
  type ReferralVisit,
} from '@reclaim/contract';

/**
 * The visit a landing page address reports: one when it is a refer-a-friend link carrying a
 * referrer token and a known medium, otherwise null.
 */
export function readReferralVisit(search: URLSearchParams): ReferralVisit | null {
  if (search.get(REFERRAL_QUERY.campaign) !== REFERRAL_CAMPAIGN) return null;
  const visit = referralVisitSchema.safeParse({
    token: search.get(REFERRAL_QUERY.referrer),
    medium: search.get(REFERRAL_QUERY.medium),
  });
  return visit.success ? visit.data : null;
}

/**
 * Reports a visit through a referral link. Fire and forget: whatever the answer (the server
 * ignores tampered links, or is busy), the visitor is never shown an error for it.
 */
export async function reportReferralVisit(visit: ReferralVisit): Promise<void> {
  try {
    await fetch(REFERRAL_VISITS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(visit),
    });
  } catch {
    // Offline or refused: a visit that is not counted harms no one.
  }
}
