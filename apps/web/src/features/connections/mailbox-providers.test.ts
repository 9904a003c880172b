import { SERVER_LOGIN_FORM } from './login-form.fixture';
import type { Connection, OfferedProvider } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { canConnect, canEnterAliases, mailboxesOf } from './mailbox-providers';

const IMAP: OfferedProvider = {
  id: 'imap',
  name: 'Yahoo / IMAP',
  description: 'Yahoo and other mailboxes that offer IMAP',
  connect: { style: 'form', form: SERVER_LOGIN_FORM },
  entersAliasesByHand: true,
  isAvailable: true,
};

function connection(emailId: string, provider: Connection['provider'], emailType: string) {
  return {
    emailId,
    provider,
    emailType,
    scanPercentage: 100,
    status: 'completed',
    writeEmailPermission: 1,
    needsReconnect: false,
    aliases: [],
    isAddressProven: true,
  } satisfies Connection;
}

describe('mailboxesOf', () => {
  it("lists the connections of the row's provider, whatever service name they carry", () => {
    const yahoo = connection('ada@yahoo.com', 'imap', 'Yahoo');
    const fastmail = connection('ada@fastmail.com', 'imap', 'IMAP');
    const google = connection('ada@gmail.com', 'gmail', 'Google');
    expect(mailboxesOf(IMAP, [yahoo, google, fastmail])).toEqual([yahoo, fastmail]);
  });
});

describe('canConnect', () => {
  it('offers Connect only for a provider this server can connect now', () => {
    expect(canConnect(IMAP)).toBe(true);
    expect(canConnect({ ...IMAP, isAvailable: false })).toBe(false);
  });
});

describe('canEnterAliases', () => {
  it('asks for other addresses where the provider says they are entered by hand', () => {
    expect(canEnterAliases(IMAP)).toBe(true);
    expect(
      canEnterAliases({
        ...IMAP,
        id: 'gmail',
        connect: { style: 'oauth', callbackPaths: ['/google-auth'] },
        entersAliasesByHand: false,
      }),
    ).toBe(false);
    // A new provider with a login form of its own asks for them when it says so, not by its form.
    expect(
      canEnterAliases({
        ...IMAP,
        id: 'demo',
        connect: { style: 'instant' },
        entersAliasesByHand: true,
      }),
    ).toBe(true);
  });
});
