import { createHash, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@reclaim/contract';
import { verifications, type Database } from '@reclaim/db';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { KeyedHash } from '../../lib/keyed-hash';
import { incrementCounter } from '../rate-limit/rate-limit.repository';
import type { CodeType } from './identity-input';

export interface CodeAttemptDependencies {
  db: Database;
  hashKey: KeyedHash;
}

/**
 * Judges one attempt at the code mailed to `email`, before the identity service sees it. The
 * attempt is counted first, in one upsert, so concurrent guesses cannot all see a low count: at
 * most VERIFICATION_CODE_MAX_ATTEMPTS attempts at one code are ever judged. The one past the limit
 * deletes the code, so even the right code fails after that; a new code gets a new count. A wrong
 * code is refused here; only the right one goes on to the identity service, which uses it up.
 */
export async function judgeCodeAttempt(
  deps: CodeAttemptDependencies,
  attempt: { type: CodeType; email: string; code: string },
): Promise<void> {
  // The identity service files a code as `<type>-otp-<address>`, valued `<hash>:<its own count>`,
  // the hash being SHA-256 in unpadded base64url.
  const identifier = `${attempt.type}-otp-${attempt.email}`;
  const [stored] = await deps.db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!stored || stored.expiresAt.getTime() <= Date.now()) {
    throw codeError('invalid_input', 'OTP_EXPIRED', 'The code has expired. Request a new code.');
  }

  const separator = stored.value.lastIndexOf(':');
  const storedHash = separator === -1 ? stored.value : stored.value.slice(0, separator);
  // The expiry stays the same while a code lives, so it anchors this code's counter.
  const attempts = await incrementCounter(
    deps.db,
    `code-attempts:${deps.hashKey(`${identifier}\n${storedHash}`)}`,
    stored.expiresAt,
  );
  if (attempts > VERIFICATION_CODE_MAX_ATTEMPTS) {
    await deps.db.delete(verifications).where(eq(verifications.identifier, identifier));
    throw codeError('forbidden', 'TOO_MANY_ATTEMPTS', 'Too many attempts. Request a new code.');
  }
  if (!isSameHash(hashCode(attempt.code), storedHash)) {
    throw codeError('invalid_input', 'INVALID_OTP', 'Invalid code.');
  }
}

function hashCode(code: string) {
  return createHash('sha256').update(code).digest('base64url');
}

function isSameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function codeError(kind: 'invalid_input' | 'forbidden', reason: string, message: string) {
  return new AppError(kind, message, [{ path: 'otp', message }], reason);
}
