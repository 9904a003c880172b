import type { Connection } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  addressCodeFormSchema,
  addressNotProvenMessage,
  isCodeLimited,
  mailboxToProve,
  proofFailureMessage,
} from './address-proof';

function connection(overrides: Partial<Connection>): Connection {
  return {
    emailId: 'ada@example.org',
    provider: 'imap',
    emailType: 'IMAP',
    scanPercentage: 100,
    status: 'completed',
    writeEmailPermission: 1,
    needsReconnect: false,
    aliases: [],
    isAddressProven: false,
    ...overrides,
  };
}

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, { statusCode: status, code, message, fields: [] });

describe('mailboxToProve', () => {
  const unproven = connection({});
  const proven = connection({ emailId: 'ada@gmail.example', isAddressProven: true });

  it('names the first mailbox of the request whose address is not proven', () => {
    expect(mailboxToProve([proven, unproven], [proven.emailId, unproven.emailId])).toBe(unproven);
  });

  it('asks nothing of proven mailboxes, nor of mailboxes the request does not send from', () => {
    expect(mailboxToProve([proven, unproven], [proven.emailId])).toBeUndefined();
  });

  it('asks nothing again of a mailbox proven on this page before the list reloaded', () => {
    expect(mailboxToProve([unproven], [unproven.emailId], new Set([unproven.emailId]))).toBe(
      undefined,
    );
  });
});

describe('the code field', () => {
  it.each(['12345678', '1234 5678', '1234-5678', ' 12345678 '])('takes %j', (code) => {
    expect(addressCodeFormSchema.parse({ code })).toEqual({ code: '12345678' });
  });

  it.each(['', '1234567', '123456789', 'abcdefgh'])('refuses %j, saying how long it is', (code) => {
    const result = addressCodeFormSchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the 8-digit code');
  });
});

describe('what a failed call says', () => {
  it('repeats the server’s own words, or says what to do when it gave none', () => {
    const wrong = refusal(400, 'InvalidCode', 'That code is not right.');
    expect(proofFailureMessage(wrong, 'fallback')).toBe('That code is not right.');
    expect(proofFailureMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('tells a limit (a code was just sent) from a failure', () => {
    expect(isCodeLimited(refusal(429, 'RATE_LIMITED', 'A code was sent.'))).toBe(true);
    expect(isCodeLimited(refusal(400, 'InvalidCode', 'No.'))).toBe(false);
  });
});

describe('a send refused for a mailbox not proven', () => {
  it('is told apart, with the server’s words', () => {
    const message = 'Confirm that this address is yours first: enter the code Reclaim mails to it.';
    expect(addressNotProvenMessage(refusal(403, 'AddressNotConfirmed', message))).toBe(message);
    expect(addressNotProvenMessage(refusal(403, 'WritePermissionRequired', 'Allow it.'))).toBe(
      null,
    );
  });
});
