import { toIdentityError } from '@reclaim/contract';
import { authClient } from '../../lib/auth-client';

export const SIGN_IN_CODE_OFFER =
  'Too many sign-in attempts were made for this account, so for now a password alone is not enough. We can e-mail you a sign-in code instead.';

/**
 * Whether a refused sign-in should offer a code by e-mail: past the limit of failed sign-ins for
 * an address, the right password alone no longer opens the account (decision 45).
 */
export function shouldOfferSignInCode(failure: { status?: number; code?: string | undefined }) {
  return toIdentityError(failure).name === 'LimitExceededException';
}

/** Asks for a sign-in code by e-mail; resolves to the message to show when that failed, or null. */
export async function requestSignInCode(email: string): Promise<string | null> {
  const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
  return error ? toIdentityError(error).message : null;
}

/** Signs in with the mailed code; resolves to the message to show when refused, or null. */
export async function signInWithCode(email: string, otp: string): Promise<string | null> {
  const { error } = await authClient.signIn.emailOtp({ email, otp });
  return error ? toIdentityError(error).message : null;
}
