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
 * Counts one attempt at the code mailed to `email` before the identity service may judge it.
 * The count is a single upsert, so concurrent guesses cannot all see a low count: at most
 * VERIFICATION_CODE_MAX_ATTEMPTS attempts at one code are ever judged. The one past the limit
 * deletes the code, so even the right code fails after that; a new code gets a new count.
 */
export async function claimCodeAttempt(
  deps: CodeAttemptDependencies,
  type: CodeType,
  email: string,
): Promise<void> {
  // The identity service files a code as `<type>-otp-<address>` with the value `<hash>:<tries>`.
  const identifier = `${type}-otp-${email}`;
  const [code] = await deps.db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, identifier))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  // No code to judge: refused here, because the identity service re-files a code after each
  // wrong try, and a guess let through in that moment would be judged without being counted.
  if (!code || code.expiresAt.getTime() <= Date.now()) throw codeGone();

  const separator = code.value.lastIndexOf(':');
  const codeHash = separator === -1 ? code.value : code.value.slice(0, separator);
  // The expiry stays the same while a code lives, so it anchors this code's counter.
  const attempts = await incrementCounter(
    deps.db,
    `code-attempts:${deps.hashKey(`${identifier}\n${codeHash}`)}`,
    code.expiresAt,
  );
  if (attempts > VERIFICATION_CODE_MAX_ATTEMPTS) {
    await deps.db.delete(verifications).where(eq(verifications.identifier, identifier));
    throw new AppError(
      'forbidden',
      'Too many attempts. Request a new code.',
      [{ path: 'otp', message: 'Too many attempts' }],
      'TOO_MANY_ATTEMPTS',
    );
  }
}

function codeGone() {
  return new AppError(
    'invalid_input',
    'The code has expired or was already used. Request a new code.',
    [{ path: 'otp', message: 'Request a new code' }],
    'OTP_EXPIRED',
  );
}
