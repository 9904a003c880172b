import { SERVER_LOGIN_FORM } from './login-form.fixture';
import type { Connection, OfferedProvider } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { mailboxToAllow, popupFeatures } from './send-permission';

const OFFERED: OfferedProvider[] = [
  {
    id: 'gmail',
    name: 'Google',
    description: 'Gmail',
    connect: { style: 'oauth', callbackPaths: ['/gmail-auth'] },
    entersAliasesByHand: false,
    isAvailable: true,
  },
  {
    id: 'imap',
    name: 'Yahoo / IMAP',
    description: 'Any mailbox',
    connect: { style: 'form', form: SERVER_LOGIN_FORM },
    entersAliasesByHand: true,
    isAvailable: true,
  },
  {
    id: 'demo',
    name: 'Demo',
    description: 'Sample mailbox',
    connect: { style: 'instant' },
    entersAliasesByHand: false,
    isAvailable: true,
  },
];

function connection(overrides: Partial<Connection>): Connection {
  return {
    emailId: 'ada@gmail.example',
    provider: 'gmail',
    emailType: 'Google',
    scanPercentage: 100,
    status: 'completed',
    writeEmailPermission: 0,
    needsReconnect: false,
    aliases: [],
    isAddressProven: true,
    ...overrides,
  };
}

describe('mailboxToAllow', () => {
  it('asks a consent-screen mailbox that may not send yet', () => {
    const gmail = connection({});

    expect(mailboxToAllow([gmail], OFFERED, [gmail.emailId])).toBe(gmail);
  });

  it('asks nothing of a mailbox that may send already', () => {
    const gmail = connection({ writeEmailPermission: 1 });

    expect(mailboxToAllow([gmail], OFFERED, [gmail.emailId])).toBeUndefined();
  });

  it('never asks a mailbox connected with a login or at once', () => {
    const imap = connection({ emailId: 'ada@example.org', provider: 'imap', emailType: 'IMAP' });
    const demo = connection({ emailId: 'demo@reclaim.example', provider: 'demo' });

    expect(mailboxToAllow([imap, demo], OFFERED, [imap.emailId, demo.emailId])).toBeUndefined();
  });

  it('asks only about the mailboxes the requests go out from', () => {
    const other = connection({ emailId: 'other@gmail.example' });
    const sending = connection({ writeEmailPermission: 1 });

    expect(mailboxToAllow([other, sending], OFFERED, [sending.emailId])).toBeUndefined();
  });

  it('leaves a mailbox that must be reconnected to the server’s answer', () => {
    const gmail = connection({ needsReconnect: true });

    expect(mailboxToAllow([gmail], OFFERED, [gmail.emailId])).toBeUndefined();
  });

  it('asks nothing while the offered providers are not known', () => {
    const gmail = connection({});

    expect(mailboxToAllow([gmail], [], [gmail.emailId])).toBeUndefined();
  });
});

describe('popupFeatures', () => {
  it('opens 600 by 550 in the middle of the opener', () => {
    const features = popupFeatures({
      screenX: 100,
      screenY: 50,
      outerWidth: 1400,
      outerHeight: 950,
    });

    expect(features).toBe('popup,width=600,height=550,left=500,top=250');
  });

  it('keeps the popup on screen over an opener smaller than itself', () => {
    const features = popupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 500 });

    expect(features).toBe('popup,width=600,height=550,left=0,top=0');
  });
});
