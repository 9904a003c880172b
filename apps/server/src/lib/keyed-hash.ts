import { createHmac, hkdfSync } from 'node:crypto';

/** Turns a value into a stable, non-reversible key: the same value always gives the same key. */
export type KeyedHash = (value: string) => string;

/**
 * An HMAC-SHA-256 under a key derived from the server's secret for one purpose. Used where a row
 * must be found again by a person's address or id (rate-limit counters) without the row naming
 * them: without the secret, a key cannot be traced back to an address by hashing guesses.
 */
export function createKeyedHash(secret: Buffer, purpose: string): KeyedHash {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `reclaim:${purpose}`, 32));
  return (value) => createHmac('sha256', key).update(value).digest('base64url');
}
