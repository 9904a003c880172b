import { Writable } from 'node:stream';
import { testDatabases } from '@reclaim/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { createLogger, withoutQueryValues } from './logger';

const [pglite] = testDatabases();

describe('the server log', () => {
  it('leaves out query values, where OAuth returns carry their codes', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp(pglite!, { logger: createLogger('info', sink) });
    try {
      await t.app.inject({ url: '/gmail-auth?code=4%2F0AbSecretCode&state=StateSecret' });
      await t.app.inject({ url: '/api/auth/oauth2/callback/google?code=OtherSecret&state=S2' });
    } finally {
      await t.close();
    }

    const log = lines.join('');
    expect(log).toContain('"url":"/gmail-auth?code=…&state=…"');
    expect(log).toContain('/api/auth/oauth2/callback/google?code=…&state=…');
    for (const secret of ['SecretCode', 'StateSecret', 'OtherSecret', 'S2']) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps a URL without a query as it is, and each query key once', () => {
    expect(withoutQueryValues('/dashboard')).toBe('/dashboard');
    expect(withoutQueryValues('/x?a=1&a=2&b')).toBe('/x?a=…&b=…');
  });
});
