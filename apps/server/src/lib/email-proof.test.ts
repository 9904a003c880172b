import { describe, expect, it } from 'vitest';
import { isEmailProven } from './email-proof';

describe('whether a provider proves an address', () => {
  it.each([
    ['google', { email_verified: true }, true],
    ['google', { email_verified: false }, false],
    ['google', {}, false],
    ['microsoft', { xms_edov: true }, true],
    ['microsoft', { xms_edov: '1' }, true],
    ['microsoft', { xms_edov: false }, false],
    // Entra ID tokens carry no email_verified; a claim of that name proves nothing there.
    ['microsoft', { email_verified: true }, false],
    ['microsoft', {}, false],
  ] as const)('%s with %j: %s', (provider, profile, proven) => {
    expect(isEmailProven(provider, profile)).toBe(proven);
  });
});
