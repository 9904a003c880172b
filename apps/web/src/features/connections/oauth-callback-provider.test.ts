import { describe, expect, it } from 'vitest';
import { callbackProvider } from './oauth-callback-page';

describe('callbackProvider', () => {
  it('names the provider from the callback path', () => {
    expect(callbackProvider('/gmail-auth', null)).toEqual({
      name: 'Google',
      oauthProvider: 'gmail',
    });
    expect(callbackProvider('/microsoft-auth', null).oauthProvider).toBe('outlook');
    expect(callbackProvider('/oidc_callback', 'gmail').name).toBe('Microsoft');
    expect(callbackProvider('/yahoo-auth', null)).toEqual({ name: 'Yahoo' });
    expect(callbackProvider('/cognito_callback', null).name).toBe('Cognito');
  });

  it('falls back to the provider query value on /connected', () => {
    expect(callbackProvider('/connected', 'gmail').oauthProvider).toBe('gmail');
    expect(callbackProvider('/connected', 'Microsoft').name).toBe('Microsoft');
    expect(callbackProvider('/connected', null)).toEqual({ name: 'email' });
  });
});
