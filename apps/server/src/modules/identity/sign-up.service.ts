import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS } from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import { sendCodeMail, type CodeMailDependencies } from './code-mail';
import { findUserByEmail, replacePendingSignUp } from './identity.repository';
import { hashPassword } from './password-hasher';

export interface SignUpDependencies {
  db: Database;
  codeMail: CodeMailDependencies;
}

/** The answer to a sign-up the identity service would give, for one it did not see. */
export interface SignUpAnswer {
  token: null;
  user: { id: string; email: string; name: string; emailVerified: false };
}

/**
 * A sign-up for an address that already has an account. A proved address is refused (spec §8
 * UsernameExistsException). An address nobody proved is a sign-up that was never confirmed,
 * perhaps by someone else: the new sign-up takes its place (name, password, a freshly mailed
 * code), so whoever reads the code gets in with the password they chose, and nobody can hold an
 * address by signing it up first (decision 44). Answers undefined when no account has the
 * address, for the identity service to create it.
 */
export async function signUpOverUnconfirmed(
  deps: SignUpDependencies,
  input: { name: string; email: string; password: string },
): Promise<SignUpAnswer | undefined> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (!existing) return undefined;
  if (existing.emailVerified) throw addressTaken();
  const code = randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
  const outcome = await replacePendingSignUp(deps.db, {
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    // Filed as the identity service files its own codes: SHA-256 in unpadded base64url, 0 tries.
    codeValue: `${createHash('sha256').update(code).digest('base64url')}:0`,
    codeExpiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000),
  });
  if (outcome === 'verified') throw addressTaken();
  // Deleted meanwhile (the purge of unconfirmed sign-ups): the identity service creates it anew.
  if (outcome === 'absent') return undefined;
  sendCodeMail(deps.codeMail, { recipient: input.email, code, purpose: 'email-verification' });
  return {
    token: null,
    user: { id: existing.id, email: input.email, name: input.name, emailVerified: false },
  };
}

function addressTaken() {
  return new AppError(
    'conflict',
    'An account with the given email already exists.',
    [{ path: 'email', message: 'An account with the given email already exists.' }],
    'USER_ALREADY_EXISTS',
  );
}
