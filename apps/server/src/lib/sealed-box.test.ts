import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed-box';

const key = randomBytes(32);

describe('sealed box (AES-256-GCM)', () => {
  it('round-trips and never shows the plaintext', () => {
    const sealed = seal(key, 'refresh-token-123', 'connection-1');
    expect(sealed).not.toContain('refresh-token-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(open(key, sealed, 'connection-1')).toBe('refresh-token-123');
  });

  it('uses a fresh IV each time', () => {
    expect(seal(key, 'same', 'c')).not.toBe(seal(key, 'same', 'c'));
  });

  it('refuses another context, another key, or a changed byte', () => {
    const sealed = seal(key, 'secret', 'connection-1');
    expect(() => open(key, sealed, 'connection-2')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'connection-1')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => open(key, parts.join('.'), 'connection-1')).toThrow();
  });

  it.each([4, 8, 12, 15])('refuses a tag cut to %i bytes', (tagBytes) => {
    const sealed = seal(key, 'secret', 'connection-1');
    const parts = sealed.split('.');
    parts[2] = Buffer.from(parts[2]!, 'base64url').subarray(0, tagBytes).toString('base64url');
    expect(() => open(key, parts.join('.'), 'connection-1')).toThrow();
  });
});
