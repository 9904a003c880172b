import { describe, expect, it } from 'vitest';
import { hasPasswordAccount } from './password-account';

describe('hasPasswordAccount', () => {
  it('is true when an e-mail + password sign-in is linked', () => {
    expect(hasPasswordAccount([{ providerId: 'google' }, { providerId: 'credential' }])).toBe(true);
  });

  it('is false for users who only sign in with Google or Microsoft', () => {
    expect(hasPasswordAccount([{ providerId: 'google' }, { providerId: 'microsoft' }])).toBe(false);
    expect(hasPasswordAccount([])).toBe(false);
  });
});
