import type { Connection, OfferedProvider } from '@reclaim/contract';

/** Whether the Connect button of `provider` works: this server can connect it now. */
export function canConnect(provider: OfferedProvider): boolean {
  return provider.isAvailable;
}

/** The connected mailboxes shown on `provider`'s row. */
export function mailboxesOf(provider: OfferedProvider, connections: readonly Connection[]) {
  return connections.filter((connection) => connection.provider === provider.id);
}

/** Whether a person enters the other addresses of `provider`'s mailboxes, as it says. */
export function canEnterAliases(provider: OfferedProvider): boolean {
  return provider.entersAliasesByHand;
}
