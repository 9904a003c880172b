/**
 * The identity errors the spec names (§8), keyed by those names, with the messages users see.
 * The server's identity library answers with its own codes; this table maps them, so web and
 * server agree on one name per failure.
 */
export const IDENTITY_ERROR_MESSAGES = {
  NotAuthorizedException: 'Incorrect username or password.',
  UsernameExistsException: 'An account with the given email already exists.',
  InvalidPasswordException: 'Password did not conform with policy: Password must meet requirements',
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  ExpiredCodeException: 'Invalid code provided, please request a code again.',
  UserNotConfirmedException: 'User is not confirmed.',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
} as const;

export type IdentityErrorName = keyof typeof IDENTITY_ERROR_MESSAGES;

/**
 * Why a new password that meets the policy was still refused: guessing tools try it early. Shown
 * in the words below rather than the policy's, which the password does meet.
 */
export const PASSWORD_SCREEN_MESSAGES = {
  PASSWORD_COMMON:
    'This password is one of the most common passwords, which attackers try first. Please choose another.',
  PASSWORD_BREACHED:
    'This password has appeared in a data breach, so attackers may try it. Please choose another.',
} as const;

export interface IdentityError {
  name: IdentityErrorName | 'UnknownException';
  message: string;
}

const CODE_TO_NAME: Record<string, IdentityErrorName> = {
  INVALID_EMAIL_OR_PASSWORD: 'NotAuthorizedException',
  INVALID_PASSWORD: 'NotAuthorizedException',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'NotAuthorizedException',
  USER_ALREADY_EXISTS: 'UsernameExistsException',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'UsernameExistsException',
  PASSWORD_TOO_SHORT: 'InvalidPasswordException',
  PASSWORD_TOO_LONG: 'InvalidPasswordException',
  PASSWORD_POLICY: 'InvalidPasswordException',
  PASSWORD_COMMON: 'InvalidPasswordException',
  PASSWORD_BREACHED: 'InvalidPasswordException',
  INVALID_OTP: 'CodeMismatchException',
  OTP_EXPIRED: 'ExpiredCodeException',
  TOO_MANY_ATTEMPTS: 'ExpiredCodeException',
  EMAIL_NOT_VERIFIED: 'UserNotConfirmedException',
  TOO_MANY_REQUESTS: 'LimitExceededException',
};

/** Maps an identity answer (its `code`, or the HTTP status) to the spec's error name and text. */
export function toIdentityError(
  error: { code?: string | undefined; message?: string | undefined; status?: number } | null,
): IdentityError {
  const name =
    (error?.code && CODE_TO_NAME[error.code]) ||
    (error?.status === 429 ? 'LimitExceededException' : undefined);
  const screened =
    error?.code && Object.hasOwn(PASSWORD_SCREEN_MESSAGES, error.code)
      ? PASSWORD_SCREEN_MESSAGES[error.code as keyof typeof PASSWORD_SCREEN_MESSAGES]
      : undefined;
  if (name) return { name, message: screened ?? IDENTITY_ERROR_MESSAGES[name] };
  return { name: 'UnknownException', message: error?.message ?? 'Something went wrong.' };
}
