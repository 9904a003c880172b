import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const GOOGLE = { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' };
const MICROSOFT = { MICROSOFT_CLIENT_ID: 'ms-id', MICROSOFT_CLIENT_SECRET: 'ms-secret' };

describe('loadConfig: the interface to listen on', () => {
  it('listens on loopback only outside production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
  });

  it('listens on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('takes HOST as given in any mode', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

describe('loadConfig: the demo mailbox', () => {
  it('is off in production unless DEMO_MAILBOX=true, even with no OAuth provider', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).isDemoMailboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MAILBOX: 'false' }).isDemoMailboxEnabled).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MAILBOX: 'true' }).isDemoMailboxEnabled).toBe(
      true,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_MAILBOX: 'true', ...GOOGLE }).isDemoMailboxEnabled,
    ).toBe(true);
  });

  it('is on outside production while neither Google nor Microsoft is configured', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).isDemoMailboxEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).isDemoMailboxEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ...GOOGLE }).isDemoMailboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', ...MICROSOFT }).isDemoMailboxEnabled).toBe(false);
  });

  it('follows DEMO_MAILBOX outside production whatever is configured', () => {
    expect(loadConfig({ DEMO_MAILBOX: 'false' }).isDemoMailboxEnabled).toBe(false);
    expect(loadConfig({ DEMO_MAILBOX: 'true', ...GOOGLE, ...MICROSOFT }).isDemoMailboxEnabled).toBe(
      true,
    );
  });
});

describe('loadConfig: the ports mail servers may be on', () => {
  it('allows no more than the usual mail ports unless told', () => {
    expect(loadConfig({}).imapAllowPorts).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).imapAllowPorts).toEqual([]);
  });

  it('reads ports and ranges', () => {
    expect(loadConfig({ IMAP_ALLOW_PORTS: '2525, 10000-10100' }).imapAllowPorts).toEqual([
      { from: 2525, to: 2525 },
      { from: 10_000, to: 10_100 },
    ]);
  });

  it.each(['0', '70000', '20-10', 'smtp', '25;587'])('refuses %j, naming the setting', (value) => {
    expect(() => loadConfig({ IMAP_ALLOW_PORTS: value })).toThrow(/IMAP_ALLOW_PORTS/);
  });
});
