import { request } from '@playwright/test';
import { APP_URL } from '../fixtures/environment';
import { registerThroughApi, signInThroughApi } from '../fixtures/identity-api';
import {
  connectDemoMailboxThroughApi,
  countCompaniesThroughApi,
  DEMO_MAILBOX,
} from '../fixtures/mailbox-api';
import { Outbox } from '../fixtures/outbox';
import { createTestUser } from '../fixtures/test-user';

/**
 * Signs a new person up and in through the API, as the browser suite's fixtures do, connects the
 * demo mailbox and waits for its scan, so the dashboard has companies to show. Returns the
 * session's `Cookie` header for Lighthouse to send.
 */
export async function signInWithScannedMailbox(): Promise<string> {
  const api = await request.newContext({ baseURL: APP_URL });
  try {
    const user = createTestUser();
    await registerThroughApi(api, new Outbox(api), user);
    await signInThroughApi(api, user);
    await connectDemoMailboxThroughApi(api, user.email);
    const companies = await countCompaniesThroughApi(api, user.email, DEMO_MAILBOX);
    if (companies === 0) throw new Error('The demo mailbox scan found no companies');
    const { cookies } = await api.storageState();
    return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  } finally {
    await api.dispose();
  }
}
