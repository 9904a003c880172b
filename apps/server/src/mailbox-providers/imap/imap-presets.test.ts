import { describe, expect, it } from 'vitest';
import { IMAP_PRESETS, presetForAddress } from './imap-presets';
import { fieldsAskedFor, knownDomainOf } from '@reclaim/contract';
import { IMAP_LOGIN_FORM } from './imap-login';

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

describe('the login form', () => {
  it('asks for servers exactly for the addresses no preset has servers for', () => {
    for (const preset of IMAP_PRESETS) {
      for (const domain of preset.domains) {
        const asked = fieldsAskedFor(IMAP_LOGIN_FORM, `ada@${domain}`).map((field) => field.name);
        expect(asked).toEqual(preset.server ? ['password'] : expect.arrayContaining(['imapHost']));
      }
    }
    expect(fieldsAskedFor(IMAP_LOGIN_FORM, 'ada@example.org').map((field) => field.name)).toEqual([
      'password',
      'imapHost',
      'imapPort',
      'smtpHost',
      'smtpPort',
    ]);
  });

  it("tells where each known service's app passwords are made", () => {
    expect(knownDomainOf(IMAP_LOGIN_FORM, 'ada@yahoo.com')?.hint).toEqual({
      field: 'password',
      text: 'Yahoo Mail needs an app password, not your usual password. Create one in {link} and enter it here.',
      link: {
        label: 'Yahoo Mail account security',
        url: 'https://login.yahoo.com/account/security',
      },
    });
  });
});
