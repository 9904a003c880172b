import { describe, expect, it } from 'vitest';
import { MailboxConnectError } from '../provider';
import { isLoopbackHost, resolveImapEndpoint, resolveSmtpEndpoint } from './imap-endpoints';
import { presetForAddress } from './imap-presets';

describe('presetForAddress', () => {
  it.each([
    ['ada@yahoo.com', 'yahoo'],
    ['ada@ymail.com', 'yahoo'],
    ['ada@icloud.com', 'icloud'],
    ['ada@me.com', 'icloud'],
    ['ada@mac.com', 'icloud'],
    ['ada@fastmail.com', 'fastmail'],
    ['ada@fastmail.fm', 'fastmail'],
    ['ada@aol.com', 'aol'],
    ['Ada@YAHOO.COM', 'yahoo'],
    ['ada@example.org', 'custom'],
    ['ada@mail.yahoo.com', 'custom'],
  ])('picks the preset for %s: %s', (address, id) => {
    expect(presetForAddress(address).id).toBe(id);
  });

  it('knows the servers of each service', () => {
    expect(presetForAddress('a@yahoo.com').server).toMatchObject({
      imapHost: 'imap.mail.yahoo.com',
      imapPort: 993,
      smtpHost: 'smtp.mail.yahoo.com',
      smtpPort: 465,
    });
    expect(presetForAddress('a@icloud.com').server).toMatchObject({
      imapHost: 'imap.mail.me.com',
      smtpHost: 'smtp.mail.me.com',
      smtpPort: 587,
      smtpSecure: false,
    });
    expect(presetForAddress('a@fastmail.com').server?.imapHost).toBe('imap.fastmail.com');
    expect(presetForAddress('a@aol.com').server?.smtpHost).toBe('smtp.aol.com');
    expect(presetForAddress('a@example.org').server).toBeNull();
  });
});

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
    expect(() => resolveImapEndpoint({}, 'ada@example.org')).toThrow(MailboxConnectError);
    expect(() => resolveSmtpEndpoint({}, 'ada@example.org')).toThrow(/Enter the SMTP server/);
  });

  it('treats only loopback addresses as loopback', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1'].every(isLoopbackHost)).toBe(true);
    expect(['10.0.0.1', 'imap.example.org', '127.0.0.1.example.org'].some(isLoopbackHost)).toBe(
      false,
    );
  });
});
