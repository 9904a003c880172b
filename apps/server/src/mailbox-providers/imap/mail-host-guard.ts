import { IMAP_PORTS, SMTP_PORTS } from '@reclaim/contract';
import {
  PrivateHostError,
  requirePublicLiteral,
  resolveDialAddress,
  type OutboundPolicy,
} from '../../lib/outbound';
import { isPublicAddress } from '../../lib/public-address';
import { ReconnectRequiredError } from '../provider';
import type { MailEndpoint } from './imap-endpoints';
import { ImapConnectError, toImapConnectError } from './imap-errors';

export type { LookupAll } from '../../lib/outbound';

/** A span of ports, both ends included. */
export interface PortRange {
  from: number;
  to: number;
}

/**
 * Whether mail servers may be on this machine's own networks, which ports they may be on, and how
 * names are resolved.
 */
export interface MailHostPolicy extends OutboundPolicy {
  /** `IMAP_ALLOW_PRIVATE_HOSTS`: true for tests, and for a mail server on the operator's LAN. */
  allowPrivateHosts: boolean;
  /** `IMAP_ALLOW_PORTS`: ports allowed besides the usual ones (tests, an unusual mail server). */
  extraPorts?: readonly PortRange[];
}

/** Which of a mailbox's servers: the one Reclaim reads with, or the one it sends through. */
export type MailServerKind = 'imap' | 'smtp';

const USUAL_PORTS: Record<MailServerKind, readonly number[]> = {
  imap: IMAP_PORTS,
  smtp: SMTP_PORTS,
};

/**
 * Whether a server of `kind` may be reached on `port`: IMAP on 143 and 993, SMTP on 587 and 465,
 * and whatever the operator added. Anything else would let the connect form knock on any service.
 */
export function isPortAllowed(port: number, kind: MailServerKind, policy: MailHostPolicy) {
  return (
    USUAL_PORTS[kind].includes(port) ||
    (policy.extraPorts ?? []).some((range) => port >= range.from && port <= range.to)
  );
}

/** Refuses a port the policy does not allow, in words that say which ports it does. */
export function requireAllowedPort(port: number, kind: MailServerKind, policy: MailHostPolicy) {
  if (isPortAllowed(port, kind, policy)) return;
  const [starttls, tls] = USUAL_PORTS[kind];
  throw new ImapConnectError(
    'port',
    kind === 'imap'
      ? `Reclaim reads mail from IMAP servers on port ${starttls} or ${tls} only.`
      : `Reclaim sends mail through SMTP servers on port ${starttls} or ${tls} only.`,
  );
}

/**
 * Where to open the socket for a mail server: its port checked, then its address (see
 * {@link dialAddressFor}). Every connection to a person's mail server goes through here.
 */
export async function guardEndpoint(
  endpoint: Pick<MailEndpoint, 'host' | 'port'>,
  kind: MailServerKind,
  policy: MailHostPolicy,
): Promise<string> {
  requireAllowedPort(endpoint.port, kind, policy);
  return dialAddressFor(endpoint.host, policy);
}

/** Whether `address` (an IP literal) is outside the public internet. */
export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

/**
 * Where to open the socket for mail server `host`: the one safe way out's checked address
 * (`resolveDialAddress`: resolved once, refused unless public, dialed with `host` kept for TLS).
 * Without this rule anyone could use the connect form to probe ports inside the server's network.
 */
export async function dialAddressFor(host: string, policy: MailHostPolicy): Promise<string> {
  try {
    return await resolveDialAddress(host, policy);
  } catch (error) {
    throw error instanceof PrivateHostError ? privateHost(host) : toImapConnectError(error, host);
  }
}

/**
 * Refuses a server typed as an address (not a name) on a private network, without resolving or
 * connecting anything: what the person typed is all this tells them about.
 */
export function requirePublicAddressLiteral(host: string, policy: MailHostPolicy) {
  try {
    requirePublicLiteral(host, policy);
  } catch {
    throw privateHost(host);
  }
}

function privateHost(host: string) {
  return new ImapConnectError(
    'private',
    `Reclaim does not connect to ${host}: it is on a private or local network. ` +
      'Enter the public server name of your mail service.',
  );
}

/**
 * A stored connection's server on a port the policy no longer allows (it was connected before the
 * rule, or the operator narrowed `IMAP_ALLOW_PORTS`): the person must connect it again with the
 * usual servers, so it shows Reconnect rather than failing each scan and send.
 */
export function reconnectWhenPortRefused(error: unknown): never {
  if (error instanceof ImapConnectError && error.reason === 'port') {
    throw new ReconnectRequiredError(`${error.message} Connect the mailbox again.`);
  }
  throw error;
}
