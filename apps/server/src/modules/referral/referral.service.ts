import type { ReferralResponse, ReferralVisit } from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import { RateLimitedError, type RateLimiter } from '../rate-limit/rate-limiter';
import { countVisits, insertVisitOfExistingUser } from './referral.repository';
import type { ReferralTokens } from './referral-token';

export interface ReferralDependencies {
  db: Database;
  tokens: ReferralTokens;
  rateLimiter: RateLimiter;
}

/** Who reported a visit, as far as it matters here: nothing of it is kept (see recordVisit). */
export interface Visitor {
  /** The signed-in person following a link, if any. */
  userId: string | undefined;
  /** The browser as the request shows it: its address and User-Agent. */
  browser: string;
}

/**
 * One visit a day per referrer from one browser: a reload, or the same link opened again, counts
 * once. The counter holds a keyed hash of the referrer, the address and the User-Agent for a day
 * (the maintenance job purges it after), as every rate limit does; nothing of it reaches the
 * visits table.
 */
const ONE_VISIT_PER_BROWSER = {
  name: 'referral-visit:browser',
  max: 1,
  windowSeconds: 24 * 60 * 60,
};

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
 * so whether a token counted is nobody's business but the referrer's. A browser counts once a
 * day per referrer, through whichever of their links. True when recorded.
 */
export async function recordVisit(
  deps: ReferralDependencies,
  visit: ReferralVisit,
  visitor: Visitor,
): Promise<boolean> {
  const referrerId = deps.tokens.open(visit.token);
  if (!referrerId || referrerId === visitor.userId) return false;
  try {
    await deps.rateLimiter.consume(ONE_VISIT_PER_BROWSER, `${referrerId}\n${visitor.browser}`);
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
  return insertVisitOfExistingUser(deps.db, referrerId, visit.medium);
}
