import { MAILBOX_ALIASES_MAX } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  aliasesText,
  INVALID_ALIASES_TEXT,
  isAliasesRejected,
  parseAliasLines,
  readAliases,
  TOO_MANY_ALIASES_TEXT,
} from './mailbox-aliases';

const MAILBOX = 'ada@fastmail.com';

describe('the other addresses textarea', () => {
  it('shows the saved addresses one per line', () => {
    expect(aliasesText(['ada@lovelace.dev', 'a.l@fastmail.com'])).toBe(
      'ada@lovelace.dev\na.l@fastmail.com',
    );
    expect(aliasesText([])).toBe('');
  });

  it('reads one address per line, trimmed, without empty lines or repeats', () => {
    expect(
      parseAliasLines('  ada@lovelace.dev \r\n\n\nA.L@fastmail.com\nada@LOVELACE.dev\n   \n'),
    ).toEqual(['ada@lovelace.dev', 'A.L@fastmail.com']);
    expect(parseAliasLines('')).toEqual([]);
  });

  it('reads what it shows back unchanged', () => {
    const aliases = ['ada@lovelace.dev', 'a.l@fastmail.com'];
    expect(parseAliasLines(aliasesText(aliases))).toEqual(aliases);
  });
});

describe('readAliases', () => {
  it('makes the call body of good addresses, in lower case as the contract stores them', () => {
    expect(readAliases(MAILBOX, 'Ada@Lovelace.dev\na.l@fastmail.com')).toEqual({
      isValid: true,
      body: { emailId: MAILBOX, aliases: ['ada@lovelace.dev', 'a.l@fastmail.com'] },
    });
  });

  it('accepts an empty list, which removes every address', () => {
    expect(readAliases(MAILBOX, '\n  \n')).toEqual({
      isValid: true,
      body: { emailId: MAILBOX, aliases: [] },
    });
  });

  it('refuses a line that is not an address', () => {
    expect(readAliases(MAILBOX, 'ada@lovelace.dev\nada at home')).toEqual({
      isValid: false,
      error: INVALID_ALIASES_TEXT,
    });
    expect(readAliases(MAILBOX, 'ada@lovelace.dev, a.l@fastmail.com')).toEqual({
      isValid: false,
      error: INVALID_ALIASES_TEXT,
    });
  });

  it(`takes up to ${MAILBOX_ALIASES_MAX} addresses and says so past that`, () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `ada${index}@lovelace.dev`).join('\n');
    expect(readAliases(MAILBOX, lines(MAILBOX_ALIASES_MAX)).isValid).toBe(true);
    expect(readAliases(MAILBOX, lines(MAILBOX_ALIASES_MAX + 1))).toEqual({
      isValid: false,
      error: TOO_MANY_ALIASES_TEXT,
    });
  });

  it('names the bad line rather than the count when both are wrong', () => {
    const lines = Array.from({ length: MAILBOX_ALIASES_MAX }, (_, index) => `a${index}@x.dev`);
    expect(readAliases(MAILBOX, [...lines, 'not an address'].join('\n'))).toEqual({
      isValid: false,
      error: INVALID_ALIASES_TEXT,
    });
  });
});

describe('isAliasesRejected', () => {
  const rejection = (status: number) =>
    new ApiError(status, {
      statusCode: status,
      code: 'INVALID_INPUT',
      message: 'body.requestBody.aliases.0: Invalid email address',
      fields: [{ path: 'body.requestBody.aliases.0', message: 'Invalid email address' }],
    });

  it("is the server's 400, which the form shows under the field", () => {
    expect(isAliasesRejected(rejection(400))).toBe(true);
  });

  it('is not any other failure, which a toast reports', () => {
    expect(isAliasesRejected(rejection(500))).toBe(false);
    expect(isAliasesRejected(rejection(401))).toBe(false);
    expect(isAliasesRejected(new TypeError('offline'))).toBe(false);
  });
});
