import type { ReferralResponse, ReferralVisit } from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import { countVisits, insertVisitOfExistingUser } from './referral.repository';
import type { ReferralTokens } from './referral-token';

export interface ReferralDependencies {
  db: Database;
  tokens: ReferralTokens;
}

/** The person's referral token, sealed afresh each time, and how many came through their links. */
export async function getReferral(
  deps: ReferralDependencies,
  userId: string,
): Promise<ReferralResponse> {
  return { token: deps.tokens.seal(userId), visitCount: await countVisits(deps.db, userId) };
}

/**
 * Counts a visit through a referral link. An altered or foreign token, a deleted referrer, and
 * people following their own link are ignored without telling the visitor: the link is public,
 * so whether a token counted is nobody's business but the referrer's. True when recorded.
 */
export async function recordVisit(
  deps: ReferralDependencies,
  visit: ReferralVisit,
  visitorId: string | undefined,
): Promise<boolean> {
  const referrerId = deps.tokens.open(visit.token);
  if (!referrerId || referrerId === visitorId) return false;
  return insertVisitOfExistingUser(deps.db, referrerId, visit.medium);
}
