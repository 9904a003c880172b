import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DatabaseHandle } from '@reclaim/db';
import { testDatabases, type TestDatabase } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCredentials } from '../mailbox-providers/credentials';
import type { MailboxCredentials } from '../mailbox-providers/provider';
import { insertSealedConnection } from '../modules/connections/connections.repository';
import { rowsNaming } from '../test/rows-naming';
import { createTestApp, postJson, signedInUser, type TestApp } from '../test/test-app';

const PASSWORD = 'Reclaim!2026x';
const ACCESS_TOKEN = 'ya29.access-token-secret';

/** The embedded database on disk, as the app keeps it, so its files can be read raw. */
const dataDir = mkdtempSync(join(tmpdir(), 'reclaim-secrets-'));
const databases: TestDatabase[] = testDatabases().map((database) =>
  database.name === 'pglite'
    ? { name: 'pglite', open: () => openDatabase({ driver: 'pglite', dataDir }) }
    : database,
);

/**
 * Everything an attacker with a copy of the database would hold: `pg_dump`'s output from
 * Postgres, and every file of the embedded database's directory (its tables, indexes and
 * write-ahead log, dead rows included).
 */
async function rawDumpOf(database: DatabaseHandle): Promise<Buffer> {
  if (database.driver === 'postgres') {
    const { stdout } = await promisify(execFile)('pg_dump', [database.connectionString!], {
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  }
  const files = readdirSync(dataDir, { recursive: true, withFileTypes: true });
  return Buffer.concat(
    files.filter((f) => f.isFile()).map((f) => readFileSync(join(f.parentPath, f.name))),
  );
}

describe.each(databases)('secrets at rest on $name', (testDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await t.close();
    if (testDatabase.name === 'pglite') rmSync(dataDir, { recursive: true, force: true });
  });

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

    // Nor in a raw dump of the database, which a row query may not show (dead rows, the log).
    const dump = await rawDumpOf(t.database);
    expect(dump.includes(user.email)).toBe(true);
    for (const secret of secrets) expect(dump.includes(secret), secret).toBe(false);
  });
});
