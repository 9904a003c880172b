import { describe, expect, it } from 'vitest';
import { hasScope } from './oauth-exchange';

describe('whether a grant holds a scope', () => {
  it.each([
    [
      'openid https://www.googleapis.com/auth/gmail.send',
      'https://www.googleapis.com/auth/gmail.send',
      true,
    ],
    [
      'openid https://www.googleapis.com/auth/gmail.readonly',
      'https://www.googleapis.com/auth/gmail.send',
      false,
    ],
    ['Mail.Read Mail.Send User.Read', 'Mail.Send', true],
    ['https://graph.microsoft.com/Mail.Send offline_access', 'Mail.Send', true],
    ['https://graph.microsoft.com/Mail.Read offline_access', 'Mail.Send', false],
    ['Mail.SendShared', 'Mail.Send', false],
  ])('%s holds %s: %s', (granted, scope, expected) => {
    expect(hasScope(granted, scope)).toBe(expected);
  });
});
