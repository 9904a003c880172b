import { SERVER_LOGIN_FORM } from './login-form.fixture';
import type { OfferedProvider } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { callbackProvider } from './oauth-callback-page';

const GOOGLE: OfferedProvider = {
  id: 'gmail',
  name: 'Google',
  description: 'Gmail and Google Workspace mailboxes',
  connect: { style: 'oauth', callbackPaths: ['/gmail-auth'] },
  entersAliasesByHand: false,
  isAvailable: true,
};
const MICROSOFT: OfferedProvider = {
  id: 'microsoft',
  name: 'Microsoft',
  description: 'Outlook, Hotmail and Microsoft 365 mailboxes',
  connect: { style: 'oauth', callbackPaths: ['/microsoft-auth', '/oidc_callback'] },
  entersAliasesByHand: false,
  isAvailable: true,
};
const IMAP: OfferedProvider = {
  id: 'imap',
  name: 'Yahoo / IMAP',
  description: 'Yahoo and other mailboxes that offer IMAP',
  connect: { style: 'form', form: SERVER_LOGIN_FORM },
  entersAliasesByHand: true,
  isAvailable: true,
};
const OFFERED = [GOOGLE, MICROSOFT, IMAP];

describe('callbackProvider', () => {
  it('finds the provider that returns to the callback path, ignoring a trailing slash', () => {
    expect(callbackProvider(OFFERED, '/gmail-auth', null)).toEqual({
      name: 'Google',
      provider: GOOGLE,
    });
    expect(callbackProvider(OFFERED, '/microsoft-auth/', null).provider).toBe(MICROSOFT);
  });

  it('prefers the path to the provider query value', () => {
    expect(callbackProvider(OFFERED, '/oidc_callback', 'gmail').provider).toBe(MICROSOFT);
  });

  it('names spec screens that are no provider callback without a provider', () => {
    expect(callbackProvider(OFFERED, '/yahoo-auth', null)).toEqual({ name: 'Yahoo' });
    expect(callbackProvider(OFFERED, '/cognito_callback', null)).toEqual({ name: 'Cognito' });
  });

  it('falls back to the provider query value by id, ignoring case', () => {
    expect(callbackProvider(OFFERED, '/connected', 'gmail').provider).toBe(GOOGLE);
    expect(callbackProvider(OFFERED, '/connected', 'Microsoft').name).toBe('Microsoft');
  });

  it("understands the spec's names in the provider query value", () => {
    expect(callbackProvider(OFFERED, '/connected', 'outlook').provider).toBe(MICROSOFT);
    expect(callbackProvider(OFFERED, '/connected', 'google').provider).toBe(GOOGLE);
    expect(callbackProvider(OFFERED, '/connected', 'yahoo').provider).toBe(IMAP);
  });

  it('names an unknown provider by the query value, or says email without one', () => {
    expect(callbackProvider(OFFERED, '/connected', 'Fastmail')).toEqual({ name: 'Fastmail' });
    expect(callbackProvider(OFFERED, '/connected', null)).toEqual({ name: 'email' });
  });

  it('recognises no provider the server does not offer', () => {
    expect(callbackProvider([MICROSOFT], '/gmail-auth', 'gmail')).toEqual({ name: 'gmail' });
  });
});
