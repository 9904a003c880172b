import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, changePasswordSchema } from './change-password-schema';

const STRONG = 'Correct#Horse9';

function messagesOf(input: Record<string, string>): Record<string, string> {
  const result = changePasswordSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('changePasswordSchema', () => {
  it('accepts a compliant new password repeated in the confirmation', () => {
    expect(
      changePasswordSchema.safeParse({
        oldPassword: 'anything',
        newPassword: STRONG,
        confirmPassword: STRONG,
      }).success,
    ).toBe(true);
  });

  it('requires all three fields', () => {
    expect(messagesOf({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'Old Password is required',
      newPassword: 'New Password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });

  it('says in plain words how long the old and the new password may be', () => {
    const long = `${STRONG}${'a'.repeat(120)}`;
    expect(messagesOf({ oldPassword: long, newPassword: long, confirmPassword: long })).toEqual({
      oldPassword: 'Use at most 128 characters.',
      newPassword: 'Use at most 128 characters.',
    });
  });

  it('blocks a new password that misses a requirement', () => {
    for (const weak of [
      'Short#1a',
      'nouppercase#123',
      'NOLOWERCASE#123',
      'NoDigits#here',
      'NoSpecial123a',
    ]) {
      expect(messagesOf({ oldPassword: 'old', newPassword: weak, confirmPassword: weak })).toEqual({
        newPassword: 'Password must meet requirements',
      });
    }
  });

  it('reports a confirmation that differs from the new password', () => {
    expect(
      messagesOf({ oldPassword: 'old', newPassword: STRONG, confirmPassword: `${STRONG}x` }),
    ).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(PASSWORDS_DO_NOT_MATCH).toBe('New Password & Confirm Password does not match');
  });

  it('reports the mismatch even when another field failed too', () => {
    expect(messagesOf({ oldPassword: '', newPassword: 'weak', confirmPassword: 'other' })).toEqual({
      oldPassword: 'Old Password is required',
      newPassword: 'Password must meet requirements',
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
  });
});
