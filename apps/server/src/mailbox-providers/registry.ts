import type { MailboxProviderId, OfferedProvider } from '@reclaim/contract';
import { MAILBOX_PROVIDER_IDS } from '@reclaim/contract';
import { demoModule } from './demo';
import { gmailModule } from './gmail';
import { imapModule } from './imap';
import { microsoftModule } from './microsoft';
import type {
  MailboxProvider,
  MailboxProviderDescriptor,
  MailboxProviderModule,
  ProviderContext,
} from './provider';

/**
 * Every provider folder, by id: one line each. Keyed by the contract's list of ids, so an id
 * without a folder here, or a folder under another id, does not compile.
 */
export const PROVIDER_MODULES: { readonly [Id in MailboxProviderId]: MailboxProviderModule } = {
  gmail: gmailModule,
  microsoft: microsoftModule,
  imap: imapModule,
  demo: demoModule,
};

/** The providers this server can use, by id; built once at start from configuration. */
export type ProviderRegistry = ReadonlyMap<MailboxProviderId, MailboxProvider>;

export function createProviderRegistry(providers: MailboxProvider[]): ProviderRegistry {
  return new Map(providers.map((provider) => [provider.id, provider]));
}

/** The providers this configuration enables, each built by its own folder. */
export function createProviders(context: ProviderContext): ProviderRegistry {
  const providers: MailboxProvider[] = [];
  for (const id of MAILBOX_PROVIDER_IDS) {
    const { descriptor } = PROVIDER_MODULES[id];
    const provider = build(PROVIDER_MODULES[id], context);
    if (!provider) continue;
    if (provider.id !== id || provider.connector?.style !== descriptor.connect.style) {
      throw new Error(`The ${id} provider does not match its descriptor`);
    }
    providers.push(provider);
  }
  return createProviderRegistry(providers);
}

/** A provider built with the settings its own schema reads from the configuration. */
function build<S>(module: MailboxProviderModule<S>, context: ProviderContext) {
  return module.create(context, module.settings.schema.parse(context.config.providerEnvironment));
}

export function descriptorOf(id: MailboxProviderId): MailboxProviderDescriptor {
  return PROVIDER_MODULES[id].descriptor;
}

/** Every kind of mailbox as the web app offers it, with whether this server can connect it. */
export function offeredProviders(registry: ProviderRegistry): OfferedProvider[] {
  return MAILBOX_PROVIDER_IDS.map((id) => {
    const { name, description, connect } = descriptorOf(id);
    return {
      id,
      name,
      description,
      connect,
      entersAliasesByHand: descriptorOf(id).capabilities.entersAliasesByHand,
      isAvailable: registry.get(id)?.connector !== undefined,
    };
  });
}
