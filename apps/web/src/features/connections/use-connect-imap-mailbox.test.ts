import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { imapConnectErrorMessage } from './use-connect-imap-mailbox';

const answer = (status: number, code: string, message: string) =>
  new ApiError(status, { statusCode: status, code, message, fields: [] });

describe('imapConnectErrorMessage', () => {
  it("shows the server's own words for a refused login or too many attempts", () => {
    const refused = 'The mail server refused the user name or password.';
    expect(imapConnectErrorMessage(answer(400, 'AuthenticationFailed', refused))).toBe(refused);
    const limited = 'Too many attempts to connect a mailbox with a password.';
    expect(imapConnectErrorMessage(answer(429, 'RATE_LIMITED', limited))).toBe(limited);
  });

  it('leaves an ended session to the session dialog', () => {
    expect(imapConnectErrorMessage(answer(401, 'UNAUTHENTICATED', 'Sign in'))).toBeNull();
  });

  it('says what to try when the server could not be reached at all', () => {
    expect(imapConnectErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'The mailbox could not be connected. Please check your connection and try again.',
    );
  });
});
