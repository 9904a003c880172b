import { TOO_MANY_REQUESTS_MESSAGE } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isAddressNotProven } from '../connections/address-proof';
import { PERMISSION_FAILED_TEXT, REQUEST_FAILED_TEXT, requestFailureOf } from './request-failure';

function refusal(status: number, code: string, message: string) {
  return new ApiError(status, { statusCode: status, code, message, fields: [] });
}

describe('a request the server refused', () => {
  it('says the spec’s text and why, when the company was requested already', () => {
    const message = 'A deletion request for spotify.com is already open or cannot be made now.';
    expect(requestFailureOf(refusal(409, 'RequestAlreadyOpen', message))).toEqual({
      text: REQUEST_FAILED_TEXT,
      detail: message,
      clearAfterMs: null,
    });
  });

  it('says why when the mailbox must prove its address first', () => {
    const message = 'Confirm that this address is yours first: enter the code Reclaim mails to it.';
    const refused = refusal(403, 'AddressNotConfirmed', message);
    expect(requestFailureOf(refused)).toEqual({
      text: REQUEST_FAILED_TEXT,
      detail: message,
      clearAfterMs: null,
    });
    expect(isAddressNotProven(refused)).toBe(true);
    expect(isAddressNotProven(refusal(403, 'WritePermissionRequired', 'Allow it.'))).toBe(false);
  });

  it('names a company no longer in the mailbox (404)', () => {
    const failure = requestFailureOf(refusal(404, 'NOT_FOUND', 'No such company: x.com.'));
    expect(failure?.detail).toBe('No such company: x.com.');
  });

  it('keeps schema messages to itself, but repeats the 25 limit', () => {
    const malformed = refusal(400, 'INVALID_INPUT', 'body.requestBody.emailId: Invalid email');
    expect(requestFailureOf(malformed)).toEqual({
      text: REQUEST_FAILED_TEXT,
      detail: null,
      clearAfterMs: null,
    });
    const tooMany = refusal(
      400,
      'INVALID_INPUT',
      `body.requestBody.bulkDomain: ${TOO_MANY_REQUESTS_MESSAGE}`,
    );
    expect(requestFailureOf(tooMany)?.detail).toBe(TOO_MANY_REQUESTS_MESSAGE);
  });

  it('shows the permission failure for 5 s when the mailbox may not send', () => {
    const failure = requestFailureOf(refusal(403, 'WritePermissionRequired', 'Allow Reclaim…'));
    expect(failure).toEqual({ text: PERMISSION_FAILED_TEXT, detail: null, clearAfterMs: 5_000 });
  });

  it('leaves a 401 to the session-expired dialog, and says the spec’s text otherwise', () => {
    expect(requestFailureOf(refusal(401, 'UNAUTHENTICATED', 'Sign in'))).toBeNull();
    expect(requestFailureOf(new TypeError('Failed to fetch'))?.text).toBe(REQUEST_FAILED_TEXT);
    expect(requestFailureOf(refusal(500, 'MISCONFIGURED', 'queue down'))?.detail).toBeNull();
  });
});
