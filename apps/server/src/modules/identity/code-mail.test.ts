import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, signedInUser, type TestApp } from '../../test/test-app';

const [pglite] = testDatabases();

describe('code mail', () => {
  let t: TestApp;
  /** Lets held mail go; until then every send is still under way. */
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHolding = false;

  beforeAll(async () => {
    t = await createTestApp(pglite!, { onMail: () => (isHolding ? held : Promise.resolve()) });
  });
  afterAll(async () => {
    release();
    await t.close();
  });

  it('answers a reset request before the mail is sent, as it answers for an unknown address', async () => {
    const { email } = await signedInUser(t);
    isHolding = true;

    const known = await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email });
    const unknown = await postJson(t.app, '/api/auth/email-otp/request-password-reset', {
      email: `nobody-${Date.now()}@example.com`,
    });

    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(t.mail.at(-1)).toMatchObject({ recipient: email });
  });
});
