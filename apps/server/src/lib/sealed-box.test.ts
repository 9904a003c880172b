import { createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed-box';

const key = randomBytes(32);

/** The four dot-separated parts of a sealed value, with one replaced. */
function withPart(sealed: string, index: number, part: string): string {
  const parts = sealed.split('.');
  parts[index] = part;
  return parts.join('.');
}

/** Flips the lowest bit of the first byte of a base64url part. */
function flipFirstBit(part: string): string {
  const bytes = Buffer.from(part, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  return bytes.toString('base64url');
}

describe('sealed box (AES-256-GCM)', () => {
  it('round-trips and never shows the plaintext', () => {
    const sealed = seal(key, 'refresh-token-123', 'connection-1');
    expect(sealed).not.toContain('refresh-token-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(open(key, sealed, 'connection-1')).toBe('refresh-token-123');
  });

  it('round-trips text outside ASCII and an empty secret', () => {
    const secret = 'pässwörd ✓ 秘密';
    expect(open(key, seal(key, secret, 'c'), 'c')).toBe(secret);
    const empty = seal(key, '', 'c');
    expect(empty.split('.')[3]).toBe('');
    expect(open(key, empty, 'c')).toBe('');
  });

  it('writes v1.<12-byte iv>.<16-byte tag>.<utf-8 ciphertext>, all base64url, that plain AES-256-GCM opens', () => {
    const secret = 'pässwörd ✓';
    const sealed = seal(key, secret, 'connection-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const [, iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    expect(iv).toHaveLength(12);
    expect(tag).toHaveLength(16);
    expect(ciphertext).toHaveLength(Buffer.byteLength(secret, 'utf8'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: 16 });
    decipher.setAAD(Buffer.from('connection-1'));
    decipher.setAuthTag(tag!);
    expect(Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8')).toBe(
      secret,
    );
  });

  it('uses a fresh IV each time', () => {
    expect(seal(key, 'same', 'c')).not.toBe(seal(key, 'same', 'c'));
  });

  it('refuses another context, another key, or a changed byte', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    expect(() => open(key, sealed, 'connection-2')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'connection-1')).toThrow();
    const parts = sealed.split('.');
    expect(() => open(key, withPart(sealed, 3, flipFirstBit(parts[3]!)), 'connection-1')).toThrow();
  });

  it('refuses a changed iv or tag', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    const parts = sealed.split('.');
    expect(() => open(key, withPart(sealed, 1, flipFirstBit(parts[1]!)), 'connection-1')).toThrow();
    expect(() => open(key, withPart(sealed, 2, flipFirstBit(parts[2]!)), 'connection-1')).toThrow();
  });

  it('refuses a value labelled with another version, even when the rest is intact', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    expect(() => open(key, withPart(sealed, 0, 'v2'), 'connection-1')).toThrow(
      'Not a sealed value',
    );
    expect(() => open(key, sealed.slice('v1.'.length), 'connection-1')).toThrow(
      'Not a sealed value',
    );
  });

  it('refuses a value with an empty iv or tag, or without its ciphertext part', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    expect(() => open(key, withPart(sealed, 1, ''), 'connection-1')).toThrow('Not a sealed value');
    expect(() => open(key, withPart(sealed, 2, ''), 'connection-1')).toThrow('Not a sealed value');
    const withoutCiphertext = sealed.split('.').slice(0, 3).join('.');
    expect(() => open(key, withoutCiphertext, 'connection-1')).toThrow('Not a sealed value');
    expect(() => open(key, 'not sealed at all', 'connection-1')).toThrow('Not a sealed value');
  });

  it('refuses a value with a part after its ciphertext', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    expect(() => open(key, `${sealed}.`, 'connection-1')).toThrow('Not a sealed value');
    expect(() => open(key, `${sealed}.AAAA`, 'connection-1')).toThrow('Not a sealed value');
  });

  it.each([4, 8, 12, 15])('refuses a tag cut to %i bytes as not a sealed value', (tagBytes) => {
    const sealed = seal(key, 'secret', 'connection-1');
    const tag = Buffer.from(sealed.split('.')[2]!, 'base64url');
    const cut = withPart(sealed, 2, tag.subarray(0, tagBytes).toString('base64url'));
    expect(() => open(key, cut, 'connection-1')).toThrow('Not a sealed value');
  });

  it('refuses a tag longer than 16 bytes as not a sealed value', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    const tag = Buffer.from(sealed.split('.')[2]!, 'base64url');
    const long = withPart(sealed, 2, Buffer.concat([tag, Buffer.from([0])]).toString('base64url'));
    expect(() => open(key, long, 'connection-1')).toThrow('Not a sealed value');
  });
});
