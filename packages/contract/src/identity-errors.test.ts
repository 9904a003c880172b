import { describe, expect, it } from 'vitest';
import { toIdentityError } from './identity-errors';

describe('toIdentityError', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 'NotAuthorizedException'],
    ['USER_ALREADY_EXISTS', 'UsernameExistsException'],
    ['PASSWORD_POLICY', 'InvalidPasswordException'],
    ['INVALID_OTP', 'CodeMismatchException'],
    ['OTP_EXPIRED', 'ExpiredCodeException'],
  ])('maps %s to the spec name %s', (code, name) => {
    expect(toIdentityError({ code }).name).toBe(name);
  });

  it('maps a 429 to a limit message and keeps unknown messages', () => {
    expect(toIdentityError({ status: 429 }).name).toBe('LimitExceededException');
    expect(toIdentityError({ code: 'SOMETHING', message: 'Odd' })).toEqual({
      name: 'UnknownException',
      message: 'Odd',
    });
  });
});
