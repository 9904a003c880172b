import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressCodeSchema, emailIdSchema } from './connections';
import { hostNameSchema, loginValueSchema } from './login-form';
import { domainSearchSchema } from './domains';
import {
  emailSchema,
  feedbackSchema,
  newPasswordSchema,
  personNameSchema,
  signInSchema,
} from './schemas';

/** What a person reads under a field typed past its limit. */
function messagesFor(schema: z.ZodType, value: string): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a field typed past its limit', () => {
  it.each([
    ['an e-mail address', emailSchema, `${'a'.repeat(250)}@example.com`, '254'],
    ['a name', personNameSchema, 'a'.repeat(101), '100'],
    ['a new password', newPasswordSchema, `Aa1!${'a'.repeat(125)}`, '128'],
    ['a password to sign in', signInSchema.shape.password, 'a'.repeat(129), '128'],
    ['a feedback message', feedbackSchema.shape.message, 'a'.repeat(5_001), '5,000'],
    ['a server name', hostNameSchema(), `${'a'.repeat(250)}.com`, '253'],
    [
      'a login field',
      loginValueSchema({
        name: 'token',
        label: 'Token',
        input: 'password',
        requiredMessage: null,
        maxLength: 256,
      }),
      'a'.repeat(257),
      '256',
    ],
    ['a domain search', domainSearchSchema, 'a'.repeat(254), '253'],
    ["a call's mailbox address", emailIdSchema, `${'a'.repeat(250)}@example.com`, '254'],
  ])('says in plain words how long %s may be', (_field, schema, value, max) => {
    expect(messagesFor(schema, value)).toEqual([`Use at most ${max} characters.`]);
  });
});

describe('a value that is not what a field takes', () => {
  it.each([
    ["a call's mailbox address", emailIdSchema, 'not-an-address', 'Enter a valid email address'],
    ['an address code of letters', addressCodeSchema, 'abcdef', 'Enter the 8-digit code'],
    ['an address code far too long', addressCodeSchema, '1'.repeat(33), 'Enter the 8-digit code'],
  ])('says so in plain words: %s', (_field, schema, value, message) => {
    expect(messagesFor(schema, value)).toEqual([message]);
  });
});
