import {
  MAILBOX_PROVIDER_IDS,
  loginFormSchema,
  SPEC_PROVIDER_NAMES,
  providerIdOf,
  providerNameSchema,
} from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { demoModule } from './demo';
import { gmailModule } from './gmail';
import { imapModule } from './imap';
import {
  PROVIDER_MODULES,
  createProviders,
  descriptorOf,
  offeredProviders,
  type ProviderRegistry,
} from './registry';

// @ts-expect-error: a registry without a folder for one of the contract's ids does not compile.
const incomplete: typeof PROVIDER_MODULES = {
  gmail: gmailModule,
  imap: imapModule,
  demo: demoModule,
};

/** A configuration that enables every provider. */
const everything = loadConfig({
  NODE_ENV: 'test',
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  MICROSOFT_CLIENT_ID: 'microsoft-id',
  MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
  DEMO_MAILBOX: 'true',
});
const mailer = { isLocalOutbox: true, send: async () => {} };

describe('the provider registry', () => {
  it('has a folder for every provider id of the contract, filed under its own id', () => {
    expect(Object.keys(incomplete)).toHaveLength(3);
    expect(Object.keys(PROVIDER_MODULES).sort()).toEqual([...MAILBOX_PROVIDER_IDS].sort());
    for (const id of MAILBOX_PROVIDER_IDS) expect(descriptorOf(id).id).toBe(id);
  });

  it('builds every provider a configuration enables, each connected as its descriptor says', () => {
    const registry = createProviders({ config: everything, mailer });
    expect([...registry.keys()]).toEqual([...MAILBOX_PROVIDER_IDS]);
    for (const [id, provider] of registry) {
      expect(provider.connector?.style).toBe(descriptorOf(id).connect.style);
    }
  });

  it('asks for aliases by hand only for a provider that cannot list them', () => {
    const registry = createProviders({ config: everything, mailer });
    for (const [id, provider] of registry) {
      if (descriptorOf(id).capabilities.entersAliasesByHand) {
        expect('listAliases' in provider, id).toBe(false);
      }
    }
    expect(offeredProviders(registry).map((p) => [p.id, p.entersAliasesByHand])).toEqual(
      MAILBOX_PROVIDER_IDS.map((id) => [id, descriptorOf(id).capabilities.entersAliasesByHand]),
    );
  });

  it('builds only what the configuration enables, and offers every kind with its availability', () => {
    const registry: ProviderRegistry = createProviders({
      config: loadConfig({ NODE_ENV: 'production', DEMO_MAILBOX: 'false' }),
      mailer,
    });
    expect([...registry.keys()]).toEqual(['imap']);
    expect(offeredProviders(registry).map(({ id, isAvailable }) => [id, isAvailable])).toEqual(
      MAILBOX_PROVIDER_IDS.map((id) => [id, id === 'imap']),
    );
  });

  it('describes a whole login form for every provider connected with a form', () => {
    for (const id of MAILBOX_PROVIDER_IDS) {
      const { connect } = descriptorOf(id);
      if (connect.style !== 'form') continue;
      const form = loginFormSchema.parse(connect.form);
      const names = form.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      const sections = form.sections.map((section) => section.id);
      for (const field of form.fields) {
        if (field.section) expect(sections).toContain(field.section);
      }
      for (const { hint } of form.knownDomains) if (hint) expect(names).toContain(hint.field);
    }
  });

  it("reads every provider id, and each of the spec's names, in requests", () => {
    for (const id of MAILBOX_PROVIDER_IDS) {
      expect(providerIdOf(providerNameSchema.parse(id))).toBe(id);
    }
    for (const [name, id] of Object.entries(SPEC_PROVIDER_NAMES)) {
      expect(providerIdOf(providerNameSchema.parse(name))).toBe(id);
    }
    expect(providerNameSchema.safeParse('myspace').success).toBe(false);
  });

  it("gives every connection the spec's emailType from its provider", () => {
    expect(descriptorOf('gmail').emailTypeOf({})).toBe('Google');
    expect(descriptorOf('microsoft').emailTypeOf({})).toBe('Microsoft');
    expect(descriptorOf('imap').emailTypeOf({ preset: 'yahoo' })).toBe('Yahoo');
    expect(descriptorOf('imap').emailTypeOf({ preset: 'custom' })).toBe('IMAP');
    expect(descriptorOf('demo').emailTypeOf({})).toBe('Demo');
  });
});
