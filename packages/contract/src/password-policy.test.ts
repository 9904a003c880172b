import { describe, expect, it } from 'vitest';
import { findUnmetPasswordRequirements, isPasswordCompliant } from './password-policy';

describe('password policy (spec §5)', () => {
  it('accepts a password that meets every requirement', () => {
    expect(isPasswordCompliant('Reclaim!2026')).toBe(true);
  });

  it.each(['!', ',', '%', '&', '@', '#', '$', '^', '*', '?', '_', '~'])(
    'counts %s as a special character',
    (special) => {
      expect(isPasswordCompliant(`Reclaim2026${special}`)).toBe(true);
    },
  );

  it.each([
    ['Recl!2026', ['length']],
    ['reclaim!2026', ['upper']],
    ['RECLAIM!2026', ['lower']],
    ['Reclaim!Pass', ['digit']],
    ['Reclaim20266', ['special']],
    ['Reclaim2026-', ['special']],
    ['', ['length', 'lower', 'upper', 'digit', 'special']],
  ])('reports what %j misses', (password, missing) => {
    expect(findUnmetPasswordRequirements(password).map((r) => r.id)).toEqual(missing);
  });
});
