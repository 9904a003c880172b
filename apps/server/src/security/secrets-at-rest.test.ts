import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../mailbox-providers/credentials';
import type { MailboxCredentials } from '../mailbox-providers/provider';
import { insertSealedConnection } from '../modules/connections/connections.repository';
import { rowsNaming } from '../test/rows-naming';
import { createTestApp, postJson, signedInUser, type TestApp } from '../test/test-app';

const PASSWORD = 'Reclaim!2026x';
const ACCESS_TOKEN = 'ya29.access-token-secret';

describe.each(testDatabases())('secrets at rest on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(() => t.close());

  it('holds no password, code, session token, mailbox token or IMAP password in clear', async () => {
    const user = await signedInUser(t);
    const sessionToken = decodeURIComponent(
      /reclaim\.session_token=([^.;]+)/.exec(user.cookie)![1]!,
    );
    const signUpMail = t.mail.filter((m) => m.recipient === user.email).at(-1)!.text;

    // A reset asked for, and a mailbox connected with an IMAP password and OAuth tokens.
    await postJson(t.app, '/api/auth/email-otp/request-password-reset', { email: user.email });
    const resetCode = t.lastCode(user.email);
    const imapPassword = 'imap-app-password-4711';
    const refreshToken = '1//refresh-token-secret-0815';
    const logins: MailboxCredentials[] = [
      { kind: 'password', username: 'box0@example.com', password: imapPassword },
      {
        kind: 'oauth',
        accessToken: ACCESS_TOKEN,
        refreshToken,
        expiresAt: null,
        scope: 'https://www.googleapis.com/auth/gmail.readonly',
      },
    ];
    for (const [index, credentials] of logins.entries()) {
      const id = crypto.randomUUID();
      await insertSealedConnection(t.database.db, {
        id,
        userId: user.userId,
        provider: index === 0 ? 'imap' : 'gmail',
        address: `box${index}@example.com`,
        writePermission: 0,
        sealedCredentials: sealCredentials(Buffer.alloc(32, 7), id, credentials),
        settings: {},
      });
    }

    // The account is there, under its address; none of its secrets is, in any table.
    expect(await rowsNaming(t.database.db, [user.email])).not.toEqual([]);
    const signUp = signUpMail.match(/\d{6}/)![0];
    const secrets = [
      PASSWORD,
      signUp,
      resetCode,
      sessionToken,
      imapPassword,
      refreshToken,
      ACCESS_TOKEN,
    ];
    for (const secret of secrets) {
      expect(await rowsNaming(t.database.db, [secret]), secret).toEqual([]);
    }
  });
});
