import { hkdfSync } from 'node:crypto';
import { open, seal } from '../../lib/sealed-box';

/** Bound to every token as associated data: a value sealed for another use does not open here. */
const CONTEXT = 'referral-link';

/** Seals and opens the referrer part of a referral link (decision 0009). */
export interface ReferralTokens {
  seal(userId: string): string;
  /** The user id sealed in `token`, or null when it was altered or sealed under another key. */
  open(token: string): string | null;
}

/**
 * AES-256-GCM (the sealed box) under a key derived from RECLAIM_SECRET_KEY for this purpose
 * alone, so a link, which is posted in public, never shares a key with stored mailbox secrets.
 */
export function createReferralTokens(secretKey: Buffer): ReferralTokens {
  const key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'reclaim:referral', 32));
  return {
    seal: (userId) => seal(key, userId, CONTEXT),
    open(token) {
      try {
        return open(key, token, CONTEXT);
      } catch {
        return null;
      }
    },
  };
}
