import { describe, expect, it } from 'vitest';
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
