import { describe, expect, it } from 'vitest';
import { openCredentials, sealCredentials } from './credentials';
import { passwordCredentialsSchema, passwordOf } from './imap/password-credentials';
import { ReconnectRequiredError } from './provider';
import { oauthCredentialsOf, oauthCredentialsSchema } from './shared/oauth-credentials';

const KEY = Buffer.alloc(32, 3);
const LOGIN = { kind: 'password', username: 'ada@example.org', password: 'app password' };
const TOKENS = {
  kind: 'oauth',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresAt: 1_800_000_000_000,
  scope: 'openid email',
};

describe("a connection's credentials, as its provider reads them", () => {
  it('open as sealed when they have the shape the provider declares', () => {
    const sealed = sealCredentials(KEY, 'c-1', LOGIN);
    expect(openCredentials(KEY, 'c-1', sealed, passwordCredentialsSchema)).toEqual(LOGIN);
    const tokens = sealCredentials(KEY, 'c-2', TOKENS);
    expect(openCredentials(KEY, 'c-2', tokens, oauthCredentialsSchema)).toEqual(TOKENS);
  });

  it('open as none when another shape was stored, and the provider asks to connect again', () => {
    const sealed = sealCredentials(KEY, 'c-1', TOKENS);
    const credentials = openCredentials(KEY, 'c-1', sealed, passwordCredentialsSchema);
    expect(credentials).toEqual({ kind: 'none' });
    const access = { address: 'ada@example.org', credentials, settings: {} };
    expect(() => passwordOf(access)).toThrow(ReconnectRequiredError);
    expect(() => oauthCredentialsOf(access, 'Google')).toThrow(ReconnectRequiredError);
  });

  it('open as none when a field is missing or of another type', () => {
    const sealed = sealCredentials(KEY, 'c-1', { kind: 'password', username: LOGIN.username });
    expect(openCredentials(KEY, 'c-1', sealed, passwordCredentialsSchema)).toEqual({
      kind: 'none',
    });
    const wrongExpiry = sealCredentials(KEY, 'c-2', { ...TOKENS, expiresAt: 'tomorrow' });
    expect(openCredentials(KEY, 'c-2', wrongExpiry, oauthCredentialsSchema)).toEqual({
      kind: 'none',
    });
  });

  it('are bound to their connection: sealed for one, they do not open for another', () => {
    const sealed = sealCredentials(KEY, 'c-1', LOGIN);
    expect(() => openCredentials(KEY, 'c-2', sealed, passwordCredentialsSchema)).toThrow();
  });
});
