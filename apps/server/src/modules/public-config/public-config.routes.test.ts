import { MAILBOX_PROVIDER_IDS, type OfferedProvider } from '@reclaim/contract';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMAP_LOGIN_FORM } from '../../mailbox-providers/imap/imap-login';
import { descriptorOf } from '../../mailbox-providers/registry';

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

  it('offers each provider as its descriptor says, those without client credentials available', async () => {
    // This server configures no OAuth client: what connects on a consent screen is not available.
    expect(await offered()).toEqual(
      MAILBOX_PROVIDER_IDS.map((id) => {
        const { name, description, connect, capabilities } = descriptorOf(id);
        return {
          id,
          name,
          description,
          connect,
          entersAliasesByHand: capabilities.entersAliasesByHand,
          isAvailable: connect.style !== 'oauth',
        };
      }),
    );
  });

  it('offers IMAP mailboxes, with their login form, without any provider credentials configured', async () => {
    const imap = (await offered()).find((provider) => provider.id === 'imap');
    expect(imap).toMatchObject({
      name: 'Yahoo / IMAP',
      connect: { style: 'form', form: IMAP_LOGIN_FORM },
      entersAliasesByHand: true,
      isAvailable: true,
    });
  });
});
