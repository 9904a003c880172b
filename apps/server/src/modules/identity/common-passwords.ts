import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, from zxcvbn-ts's common dictionary (`@zxcvbn-ts/language-common`,
 * MIT): 49,233 passwords, most common first, gathered from public password leaks. Built once,
 * on the first check.
 */
let commonPasswords: ReadonlySet<string> | undefined;

/** Look-alike characters people put in a word to meet a policy ("P@ssw0rd"). */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * Whether a password is one of the most common ones under the dress a composition policy makes
 * people add: capitals, a symbol or two, a year or a short number at the end, look-alike
 * characters. "Password2024!", "P@ssw0rd123" and "Liverpool1!" are refused; so is any password
 * whose letters and digits, lower-cased, are on the list. Such passwords are the first that
 * guessing tools try, whatever their length.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  const list = commonPasswords;
  return undressedForms(password).some((form) => form.length >= 4 && list.has(form));
}

/**
 * The password lower-cased; then without its symbols; then without what it ends with (symbols and
 * at most four digits: a year, a birthday, "123"), as typed and with look-alikes read as letters.
 */
function undressedForms(password: string): string[] {
  const lower = password.toLowerCase();
  const alphanumeric = lower.replace(/[^\p{L}\p{N}]/gu, '');
  const core = withoutEnding(lower);
  const readAsLetters = [...core].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return [lower, alphanumeric, core, readAsLetters.replace(/[^\p{L}\p{N}]/gu, '')];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\d/;

/** `text` without its ending of symbols, at most four digits, then symbols again, read backwards. */
function withoutEnding(text: string): string {
  const characters = [...text];
  let end = characters.length;
  const skip = (isSkipped: (character: string) => boolean, most = Infinity) => {
    for (let skipped = 0; skipped < most && end > 0 && isSkipped(characters[end - 1]!); skipped++) {
      end -= 1;
    }
  };
  const isSymbol = (character: string) => !LETTER_OR_DIGIT.test(character);
  skip(isSymbol);
  skip((character) => DIGIT.test(character), 4);
  skip(isSymbol);
  return characters.slice(0, end).join('');
}
