import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a secret (tokens, an IMAP password) with AES-256-GCM under RECLAIM_SECRET_KEY. The result
 * is `v1.<iv>.<tag>.<ciphertext>` in base64url; `context` (e.g. the connection id) is bound as
 * associated data, so a sealed value copied to another row does not open.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  // Stryker disable next-line StringLiteral: Node reads an empty encoding as its default, utf8.
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Opens what `seal` made; throws if it was altered, sealed under another key or context. */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Not a sealed value');
  }
  // Unless told the length, Node accepts a GCM tag as short as 4 bytes, and a prefix of the true
  // tag opens: anything but the full 16 bytes is refused, so a forger cannot guess just 4 of them.
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed value');
  // Stryker disable next-line ObjectLiteral: the check above leaves only 16-byte tags, the length Node assumes.
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
