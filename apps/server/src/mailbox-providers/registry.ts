import type { MailboxProviderId } from '@reclaim/db';
import type { MailboxProvider } from './provider';

/** The providers this server can use, by id; built once at start from configuration. */
export type ProviderRegistry = ReadonlyMap<MailboxProviderId, MailboxProvider>;

export function createProviderRegistry(providers: MailboxProvider[]): ProviderRegistry {
  return new Map(providers.map((provider) => [provider.id, provider]));
}
