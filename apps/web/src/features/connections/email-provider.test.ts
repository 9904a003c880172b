import { describe, expect, it } from 'vitest';
import { connectQuestion, hasAddressShape, inferEmailProvider } from './email-provider';

describe('inferEmailProvider', () => {
  it.each([
    ['someone@gmail.com', 'gmail', 'Gmail'],
    ['someone@googlemail.com', 'gmail', 'Gmail'],
    ['someone@outlook.com', 'outlook', 'Outlook'],
    ['someone@hotmail.com', 'outlook', 'Outlook'],
    ['someone@live.com', 'outlook', 'Outlook'],
    ['someone@msn.com', 'outlook', 'Outlook'],
    ['someone@yahoo.com', 'yahoo', 'Yahoo!'],
    ['someone@ymail.com', 'yahoo', 'Yahoo!'],
  ])('recognises %s as %s', (address, provider, name) => {
    expect(inferEmailProvider(address)).toMatchObject({ provider, name });
  });

  it('ignores the case of the domain', () => {
    expect(inferEmailProvider('Someone@GMail.COM')).toEqual({
      name: 'Gmail',
      domain: 'gmail.com',
      provider: 'gmail',
      emailAddress: 'Someone@GMail.COM',
    });
  });

  it('gives an unknown service with an empty name for other domains', () => {
    expect(inferEmailProvider('someone@example.org')).toEqual({
      name: '',
      domain: 'example.org',
      provider: 'unknown',
      emailAddress: 'someone@example.org',
    });
  });

  it('does not match a domain that only ends like a known one', () => {
    expect(inferEmailProvider('someone@notgmail.com').provider).toBe('unknown');
  });

  it('gives an empty domain to text without an @', () => {
    expect(inferEmailProvider('someone')).toMatchObject({ domain: '', provider: 'unknown' });
  });
});

describe('hasAddressShape', () => {
  it('needs an @ after at least one character', () => {
    expect(hasAddressShape('a@gmail.com')).toBe(true);
    expect(hasAddressShape('a@')).toBe(true);
    expect(hasAddressShape('@gmail.com')).toBe(false);
    expect(hasAddressShape('gmail.com')).toBe(false);
    expect(hasAddressShape('')).toBe(false);
  });
});

describe('connectQuestion', () => {
  it('names the service', () => {
    expect(connectQuestion('Gmail')).toBe('Are you sure you want to connect your Gmail account?');
  });

  it('reads cleanly without a service name', () => {
    expect(connectQuestion('')).toBe('Are you sure you want to connect your account?');
  });
});
