import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabases())('public configuration on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t?.close());

  it('offers IMAP mailboxes without any provider credentials configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mailboxProviders).toEqual({
      gmail: false,
      microsoft: false,
      imap: true,
      demo: true,
    });
  });
});
