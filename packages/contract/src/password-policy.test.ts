import { describe, expect, it } from 'vitest';
import {
  findUnmetPasswordRequirements,
  isPasswordCompliant,
  PASSWORD_REQUIREMENTS,
} from './password-policy';

describe('password policy (spec §5)', () => {
  it('accepts a password that meets every requirement', () => {
    expect(isPasswordCompliant('Reclaim!2026')).toBe(true);
  });

  it('accepts a password of exactly 10 characters and refuses one of 9', () => {
    expect(isPasswordCompliant('Reclaim!26')).toBe(true);
    expect(findUnmetPasswordRequirements('Reclaim!26')).toEqual([]);
    expect(isPasswordCompliant('Reclaim!2')).toBe(false);
    expect(findUnmetPasswordRequirements('Reclaim!2').map((r) => r.id)).toEqual(['length']);
  });

  it('counts characters, not UTF-16 units, towards the length', () => {
    expect(findUnmetPasswordRequirements('Rec!2026a😀').map((r) => r.id)).toEqual([]);
    // Nine characters in ten UTF-16 units: the emoji is one character of two units.
    expect(findUnmetPasswordRequirements('Rec!2026😀').map((r) => r.id)).toEqual(['length']);
  });

  it('shows the checklist of spec §5 in order, with its exact labels', () => {
    expect(PASSWORD_REQUIREMENTS.map((r) => r.label)).toEqual([
      'At least 10 characters',
      'At least 1 lower case letter',
      'At least 1 upper case letter',
      'At least 1 number',
      'At least 1 special character (! , % & @ # $ ^ * ? _ ~)',
    ]);
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
