import { describe, expect, it } from 'vitest';
import { socialSignInErrorText } from './social-sign-in-error';

describe('socialSignInErrorText', () => {
  it('says the provider could not be reached, and what to do instead', () => {
    expect(socialSignInErrorText('provider_unavailable')).toBe(
      'The sign-in provider could not be reached to finish your sign-in. Please try again in a few minutes, or use your e-mail and password instead.',
    );
  });

  it('explains an address the provider did not prove, and names any other code', () => {
    expect(socialSignInErrorText('account_not_linked')).toMatch(/Log in with your password/);
    expect(socialSignInErrorText('state_mismatch')).toBe(
      'Sign-in with that provider did not complete (state_mismatch). Please try again.',
    );
  });
});
