import { MAILBOX_PROVIDER_IDS, type OfferedProvider } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMAP_LOGIN_FORM } from '../../mailbox-providers/imap/imap-login';

describe.each(testDatabases())('public configuration on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  async function offered() {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    return response.json<{ mailboxProviders: OfferedProvider[] }>().mailboxProviders;
  }

  it('lists every kind of mailbox, in order, from the providers themselves', async () => {
    expect((await offered()).map((provider) => provider.id)).toEqual([...MAILBOX_PROVIDER_IDS]);
  });

  it('offers IMAP mailboxes without any provider credentials configured', async () => {
    expect(await offered()).toEqual([
      {
        id: 'gmail',
        name: 'Google',
        description: 'Gmail and Google Workspace mailboxes',
        connect: { style: 'oauth', callbackPaths: ['/gmail-auth'] },
        entersAliasesByHand: false,
        isAvailable: false,
      },
      {
        id: 'microsoft',
        name: 'Microsoft',
        description: 'Outlook, Hotmail and Microsoft 365 mailboxes',
        connect: { style: 'oauth', callbackPaths: ['/microsoft-auth', '/oidc_callback'] },
        entersAliasesByHand: false,
        isAvailable: false,
      },
      {
        id: 'imap',
        name: 'Yahoo / IMAP',
        description: 'Yahoo and other mailboxes that offer IMAP',
        connect: { style: 'form', form: IMAP_LOGIN_FORM },
        entersAliasesByHand: true,
        isAvailable: true,
      },
      {
        id: 'demo',
        name: 'Demo',
        description: 'A sample mailbox for trying Reclaim without your own mail',
        connect: { style: 'instant' },
        entersAliasesByHand: false,
        isAvailable: true,
      },
    ]);
  });
});
