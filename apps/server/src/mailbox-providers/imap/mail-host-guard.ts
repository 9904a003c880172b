import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../lib/public-address';
import { ImapConnectError, toImapConnectError } from './imap-errors';

/** Every address a host name resolves to, as `dns.lookup(host, { all: true })` answers. */
export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

/** Whether mail servers may be on this machine's own networks, and how names are resolved. */
export interface MailHostPolicy {
  /** `IMAP_ALLOW_PRIVATE_HOSTS`: true for tests, and for a mail server on the operator's LAN. */
  allowPrivateHosts: boolean;
  lookup?: LookupAll;
}

/** Whether `address` (an IP literal) is outside the public internet. */
export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

// IPv4 first: one checked address is dialed, without Node's fallback between families, and IPv4
// reaches a mail server from more networks than IPv6 does.
const lookupAll: LookupAll = (host) => lookup(host, { all: true, verbatim: false });

/**
 * Where to open the socket for mail server `host`. With private hosts allowed that is `host`
 * itself. Otherwise the name is resolved once, refused when any of its addresses is not public,
 * and the checked address is returned: the connection dials it (with `host` for TLS), so a second
 * DNS answer cannot point it at this machine's own network. Without this rule anyone could use
 * the connect form to probe ports inside the server's network.
 */
export async function dialAddressFor(host: string, policy: MailHostPolicy): Promise<string> {
  if (policy.allowPrivateHosts) return host;
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await (policy.lookup ?? lookupAll)(host)).map((entry) => entry.address);
  } catch (error) {
    throw toImapConnectError(error, host);
  }
  const [first] = addresses;
  if (!first || addresses.some(isPrivateAddress)) {
    throw new ImapConnectError(
      'private',
      `Reclaim does not connect to ${host}: it is on a private or local network. ` +
        'Enter the public server name of your mail service.',
    );
  }
  return first;
}
