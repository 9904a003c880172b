import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants';

export interface PasswordRequirement {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

/** The password policy of spec §5, one entry per line of the live checklist. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'lower', label: 'At least 1 lower case letter', test: (p) => /[a-z]/.test(p) },
  { id: 'upper', label: 'At least 1 upper case letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'At least 1 number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `At least 1 special character (${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')})`,
    test: (p) => [...PASSWORD_SPECIAL_CHARACTERS].some((c) => p.includes(c)),
  },
];

export function findUnmetPasswordRequirements(password: string): PasswordRequirement[] {
  return PASSWORD_REQUIREMENTS.filter((requirement) => !requirement.test(password));
}

export function isPasswordCompliant(password: string): boolean {
  return findUnmetPasswordRequirements(password).length === 0;
}
