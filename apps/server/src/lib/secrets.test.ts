import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AppError } from './app-error';
import { loadSecrets } from './secrets';

const tempDir = () => mkdtempSync(join(tmpdir(), 'reclaim-secrets-'));

describe('loadSecrets', () => {
  it('generates secrets once into data/secrets.json with mode 0600, then reuses them', () => {
    const dataDir = tempDir();
    const first = loadSecrets(loadConfig({ DATA_DIR: dataDir }));
    const path = join(dataDir, 'secrets.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.secretKey).toHaveLength(32);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const second = loadSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(second.secretKey.equals(first.secretKey)).toBe(true);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveProperty('RECLAIM_SECRET_KEY');
  });

  it('refuses to start in production without secrets, naming them', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtp://mail.example',
    });
    expect(() => loadSecrets(config)).toThrowError(AppError);
    expect(() => loadSecrets(config)).toThrow(/RECLAIM_SECRET_KEY and BETTER_AUTH_SECRET/);
  });

  it('takes secrets from the environment and checks the key length', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const ok = loadSecrets(
      loadConfig({
        NODE_ENV: 'production',
        RECLAIM_SECRET_KEY: key,
        BETTER_AUTH_SECRET: 'x'.repeat(40),
      }),
    );
    expect(ok.secretKey.equals(Buffer.alloc(32, 1))).toBe(true);
    const short = loadConfig({
      RECLAIM_SECRET_KEY: 'c2hvcnQ=',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
    });
    expect(() => loadSecrets(short)).toThrow(/32 bytes/);
  });
});

describe('loadConfig', () => {
  it('defaults to PGlite under ./data and port 3000', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ driver: 'pglite', dataDir: './data/pglite' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to Postgres when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/reclaim' });
    expect(config.database).toMatchObject({
      driver: 'postgres',
      connectionString: 'postgres://127.0.0.1:5432/reclaim',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('enables a social provider only with both client id and secret', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
  });
});
