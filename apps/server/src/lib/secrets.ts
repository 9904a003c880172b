import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from './app-error';

export interface Secrets {
  /** 32 bytes; encrypts provider tokens and passwords at rest (AES-256-GCM). */
  secretKey: Buffer;
  /** Signs session cookies and encrypts the identity library's OAuth tokens. */
  authSecret: string;
}

const secretsFileSchema = z.object({
  RECLAIM_SECRET_KEY: z.string(),
  BETTER_AUTH_SECRET: z.string(),
});

/**
 * Takes the secrets from the environment. With none set outside production, generates them once
 * into `<data>/secrets.json` (mode 0600) so a first `npm start` needs no setup. In production
 * a missing secret stops the start: silently generated keys would log everyone out, or make
 * encrypted tokens unreadable, the first time a second machine starts.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.secretKey && config.authSecret) {
    return {
      secretKey: decodeKey(config.secretKey),
      authSecret: checkAuthSecret(config.authSecret),
    };
  }
  if (config.isProduction) {
    const missing = [
      !config.secretKey && 'RECLAIM_SECRET_KEY',
      !config.authSecret && 'BETTER_AUTH_SECRET',
    ].filter(Boolean);
    throw new AppError(
      'misconfigured',
      `Missing secrets: set ${missing.join(' and ')} (generate each with "openssl rand -base64 32"). ` +
        'They are only generated automatically outside production.',
    );
  }
  const file = readOrCreateSecretsFile(config.dataDir);
  return {
    secretKey: decodeKey(config.secretKey ?? file.RECLAIM_SECRET_KEY),
    authSecret: checkAuthSecret(config.authSecret ?? file.BETTER_AUTH_SECRET),
  };
}

function readOrCreateSecretsFile(dataDir: string) {
  const path = join(dataDir, 'secrets.json');
  if (existsSync(path)) return secretsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    RECLAIM_SECRET_KEY: randomBytes(32).toString('base64'),
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
  };
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return secrets;
}

function decodeKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new AppError('misconfigured', 'RECLAIM_SECRET_KEY must be 32 bytes, base64 encoded.');
  }
  return key;
}

function checkAuthSecret(value: string): string {
  if (value.length < 32) {
    throw new AppError('misconfigured', 'BETTER_AUTH_SECRET must be at least 32 characters.');
  }
  return value;
}
