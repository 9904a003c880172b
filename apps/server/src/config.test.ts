import { describe, expect, it } from 'vitest';
import { CORE_SETTING_DOCS, environmentSchema, loadConfig } from './config';
import { PROVIDER_MODULES } from './mailbox-providers/registry';
import { imapSettings } from './mailbox-providers/imap/settings';
import { createProviders } from './mailbox-providers/registry';
import type { AppMailer } from './modules/mail/app-mail.service';

const MAILER: AppMailer = { isLocalOutbox: true, send: async () => {} };

/** Whether a server started with `env` offers the demo mailbox. */
const isDemoOffered = (env: NodeJS.ProcessEnv) =>
  createProviders({ config: loadConfig(env), mailer: MAILER }).has('demo');

/** The extra ports the IMAP provider of a server started with `env` allows. */
const imapPortsOf = (env: NodeJS.ProcessEnv) =>
  imapSettings.schema.parse(loadConfig(env).providerEnvironment).extraPorts;

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

describe('loadConfig: where "Stop their e-mails" may post', () => {
  it('posts to public addresses only unless a test asks, and never lets production ask', () => {
    expect(loadConfig({}).unsubscribeAllowsPrivateHosts).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: 'true' })
        .unsubscribeAllowsPrivateHosts,
    ).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: 'true' }),
    ).toThrow(/UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS/);
  });
});

describe('loadConfig: the demo mailbox', () => {
  it('is off in production unless DEMO_MAILBOX=true, even with no OAuth provider', () => {
    expect(isDemoOffered({ NODE_ENV: 'production' })).toBe(false);
    expect(isDemoOffered({ NODE_ENV: 'production', DEMO_MAILBOX: 'false' })).toBe(false);
    expect(isDemoOffered({ NODE_ENV: 'production', DEMO_MAILBOX: 'true' })).toBe(true);
    expect(isDemoOffered({ NODE_ENV: 'production', DEMO_MAILBOX: 'true', ...GOOGLE })).toBe(true);
  });

  it('is on outside production while neither Google nor Microsoft is configured', () => {
    expect(isDemoOffered({ NODE_ENV: 'development' })).toBe(true);
    expect(isDemoOffered({ NODE_ENV: 'test' })).toBe(true);
    expect(isDemoOffered({ NODE_ENV: 'development', ...GOOGLE })).toBe(false);
    expect(isDemoOffered({ NODE_ENV: 'development', ...MICROSOFT })).toBe(false);
  });

  it('follows DEMO_MAILBOX outside production whatever is configured', () => {
    expect(isDemoOffered({ DEMO_MAILBOX: 'false' })).toBe(false);
    expect(isDemoOffered({ DEMO_MAILBOX: 'true', ...GOOGLE, ...MICROSOFT })).toBe(true);
  });
});

describe('loadConfig: the ports mail servers may be on', () => {
  it('allows no more than the usual mail ports unless told', () => {
    expect(imapPortsOf({})).toEqual([]);
    expect(imapPortsOf({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('reads ports and ranges', () => {
    expect(imapPortsOf({ IMAP_ALLOW_PORTS: '2525, 10000-10100' })).toEqual([
      { from: 2525, to: 2525 },
      { from: 10_000, to: 10_100 },
    ]);
  });

  it.each(['0', '70000', '20-10', 'smtp', '25;587'])('refuses %j, naming the setting', (value) => {
    expect(() => loadConfig({ IMAP_ALLOW_PORTS: value })).toThrow(/IMAP_ALLOW_PORTS/);
  });
});

describe("loadConfig: the mailbox providers' own settings", () => {
  it("are checked at start with the server's, and every bad one is named", () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', GMAIL_QUOTA: 'cheap', GRAPH_API_URL: 'not a url' }),
    ).toThrow(/PORT .*GMAIL_QUOTA .*GRAPH_API_URL/);
  });

  it('keeps only the variables the providers declare, not the secrets', () => {
    const config = loadConfig({
      RECLAIM_SECRET_KEY: 'k'.repeat(44),
      GMAIL_QUOTA: 'legacy',
      IMAP_ALLOW_PRIVATE_HOSTS: 'true',
    });
    expect(config.providerEnvironment).toMatchObject({
      GMAIL_QUOTA: 'legacy',
      IMAP_ALLOW_PRIVATE_HOSTS: 'true',
    });
    expect(Object.keys(config.providerEnvironment)).not.toContain('RECLAIM_SECRET_KEY');
  });
});

describe("README's configuration table", () => {
  it('documents every variable the server reads, and no other', () => {
    const documented = CORE_SETTING_DOCS.flatMap((doc) => doc.names);
    expect([...documented].sort()).toEqual(Object.keys(environmentSchema.shape).sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it.each(Object.entries(PROVIDER_MODULES))(
    "documents the %s provider's variables, whose defaults are valid settings",
    (_id, module) => {
      expect(module.settings.docs.length).toBeGreaterThan(0);
      expect(module.settings.schema.safeParse({}).success).toBe(true);
      for (const doc of module.settings.docs) {
        expect(Object.keys(loadConfig({}).providerEnvironment)).toEqual(
          expect.arrayContaining([...doc.names]),
        );
      }
    },
  );
});
