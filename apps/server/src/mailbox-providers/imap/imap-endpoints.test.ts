import { describe, expect, it } from 'vitest';
import { isLoopbackHost, resolveImapEndpoint, resolveSmtpEndpoint } from './imap-endpoints';
import { ImapConnectError } from './imap-errors';

describe('resolving the servers of a connection', () => {
  it('uses the preset of the address when the connection names no server', () => {
    expect(resolveImapEndpoint({}, 'ada@aol.com')).toEqual({
      host: 'imap.aol.com',
      port: 993,
      secure: true,
    });
    expect(resolveSmtpEndpoint({}, 'ada@me.com')).toEqual({
      host: 'smtp.mail.me.com',
      port: 587,
      secure: false,
    });
  });

  it('prefers the servers the person typed, with implicit TLS on 993 and 465 only', () => {
    expect(resolveImapEndpoint({ imapHost: 'mail.example.org' }, 'ada@yahoo.com')).toEqual({
      host: 'mail.example.org',
      port: 993,
      secure: true,
    });
    expect(resolveImapEndpoint({ imapHost: 'mail.example.org', imapPort: 143 }, 'a@b.c')).toEqual({
      host: 'mail.example.org',
      port: 143,
      secure: false,
    });
    expect(resolveSmtpEndpoint({ smtpHost: 'smtp.example.org' }, 'a@b.c')).toEqual({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
    });
  });

  it('asks for the servers of an address without a preset', () => {
    expect(() => resolveImapEndpoint({}, 'ada@example.org')).toThrow(ImapConnectError);
    expect(() => resolveSmtpEndpoint({}, 'ada@example.org')).toThrow(/Enter the SMTP server/);
  });

  it('treats only loopback addresses as loopback', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['10.0.0.1', 'imap.example.org', '127.0.0.1.example.org'].some(isLoopbackHost)).toBe(
      false,
    );
  });
});
