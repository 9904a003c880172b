import { describe, expect, it } from 'vitest';
import { PASSWORD_SCREEN_MESSAGES, toIdentityError } from './identity-errors';

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

  it('says why a password that meets the policy was refused', () => {
    expect(toIdentityError({ code: 'PASSWORD_COMMON' })).toEqual({
      name: 'InvalidPasswordException',
      message: PASSWORD_SCREEN_MESSAGES.PASSWORD_COMMON,
    });
    expect(toIdentityError({ code: 'PASSWORD_BREACHED' }).message).toMatch(/data breach/);
    expect(toIdentityError({ code: 'PASSWORD_POLICY' }).message).toBe(
      'Password did not conform with policy: Password must meet requirements',
    );
  });

  it('maps a 429 to a limit message and keeps unknown messages', () => {
    expect(toIdentityError({ status: 429 }).name).toBe('LimitExceededException');
    expect(toIdentityError({ code: 'SOMETHING', message: 'Odd' })).toEqual({
      name: 'UnknownException',
      message: 'Odd',
    });
  });
});
