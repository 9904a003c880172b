import { lookup as dnsLookupCallback } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/**
 * The one way out to a host that a person or a company chose: a mailbox's IMAP or SMTP server,
 * a company's site for its logo, a data set's download. Everything that dials such a host goes
 * through here (a test forbids dialing elsewhere), so the rules live once:
 *
 * - the name is resolved once, and refused when any of its addresses is private, loopback,
 *   link-local, translated, documentation or otherwise not public (`isPublicAddress`);
 * - the connection goes to the address that was checked, never to the name resolved again, so a
 *   second DNS answer cannot point it at this machine's network (DNS rebinding);
 * - TLS is verified against the name; HTTP is HTTPS only, every redirect is checked like the
 *   first request, and answers are capped in size and time.
 *
 * Calls to the configured provider APIs (Google, Microsoft, the OpenID issuer) and to the
 * operator's SMTP server are not chosen by anyone outside and do not come here.
 */

/** Every address a host name resolves to, as `dns.lookup(host, { all: true })` answers. */
export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundPolicy {
  /** True for tests, and for an operator whose mail server is on their own network. */
  allowPrivateHosts: boolean;
  /** How names are resolved; the system's resolver by default. */
  lookup?: LookupAll;
  /** Certificates to trust instead of the system's (tests' HTTPS stand-ins on loopback). */
  trustedCertificates?: string;
}

/** The host is on a private or local network (or resolves there): nothing was sent to it. */
export class PrivateHostError extends Error {
  constructor(readonly host: string) {
    super(`${host} is on a private or local network`);
    this.name = 'PrivateHostError';
  }
}

// IPv4 first: one checked address is dialed, without Node's fallback between families, and IPv4
// reaches more networks than IPv6 does.
const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true, verbatim: false });

/** A host as a URL writes it: an IPv6 literal loses its brackets. */
const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/**
 * Refuses a host written as an address (not a name) that is not public, without resolving or
 * connecting anything.
 */
export function requirePublicLiteral(host: string, policy: OutboundPolicy): void {
  const address = bareHost(host);
  if (policy.allowPrivateHosts || isIP(address) === 0 || isPublicAddress(address)) return;
  throw new PrivateHostError(host);
}

/**
 * Where to open the socket for `host`: the name resolved once, refused when any of its addresses
 * is not public, and the first checked address returned for the connection to dial (with `host`
 * kept for TLS). With private hosts allowed that is `host` itself. A failed lookup rejects with
 * the resolver's own error (ENOTFOUND and the like) for the caller to explain.
 */
export async function resolveDialAddress(host: string, policy: OutboundPolicy): Promise<string> {
  if (policy.allowPrivateHosts) return host;
  const literal = bareHost(host);
  const addresses =
    isIP(literal) !== 0
      ? [literal]
      : (await (policy.lookup ?? systemLookup)(host)).map((entry) => entry.address);
  const [first] = addresses;
  if (!first || !addresses.every(isPublicAddress)) throw new PrivateHostError(host);
  return first;
}

/**
 * A `lookup` for Node's sockets that answers with the address {@link resolveDialAddress} checked:
 * the connection's own lookup is the check, so there is no second resolution to race.
 */
function checkedLookup(policy: OutboundPolicy): LookupFunction {
  // Private hosts allowed, there is nothing to check: the system resolves as it would anyway.
  if (policy.allowPrivateHosts) return dnsLookupCallback;
  return (hostname, options, callback) => {
    resolveDialAddress(hostname, policy).then(
      (address) => {
        const family = isIP(address);
        if (options.all) {
          (callback as (error: null, all: { address: string; family: number }[]) => void)(null, [
            { address, family },
          ]);
        } else callback(null, address, family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** An answer larger than the caller's limit: the rest was not read. */
export class ResponseTooLargeError extends Error {
  constructor(
    readonly url: string,
    readonly maxBytes: number,
  ) {
    super(`${url} answered with more than ${maxBytes} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

/** What an HTTPS GET answered, once its redirects were followed. */
export interface FetchedBytes {
  status: number;
  /** The media type alone, lower case (`image/png`), or '' when none was given. */
  contentType: string;
  /** The body; empty for any status but 200. */
  bytes: Buffer;
  /** The address answered from, after redirects. */
  url: string;
}

export interface FetchOptions {
  policy: OutboundPolicy;
  userAgent: string;
  accept?: string;
  /** A larger body (declared or read) rejects with {@link ResponseTooLargeError}. */
  maxBytes: number;
  /** For each request, from connecting to the body's last byte. */
  timeoutMs: number;
  /** Redirects followed; one more answers with the redirect's own status and no body. */
  maxRedirects: number;
  /** Whether a body of this media type is read at all; others answer with no bytes. */
  accepts?: (contentType: string) => boolean;
  /**
   * More request headers (an API's `authorization`). A request that carries them, or a body,
   * follows no redirect: a secret or a form goes to the address checked, and nowhere else.
   */
  headers?: Readonly<Record<string, string>>;
  /** Sent with POST instead of a GET: an API call, a one-click unsubscribe (RFC 8058). */
  body?: { contentType: string; text: string };
}

/** What one request answered: where it redirects to, or the answer itself. */
export type HopAnswer = FetchedBytes | { status: number; location: string };

/**
 * GETs `url` (or POSTs `body` to it) over HTTPS from a public address (see the module's rules),
 * following redirects through the same checks. Rejects when the host is refused, cannot be
 * reached, or answers past the limits; a status other than 200 resolves, with no body, for the
 * caller to judge.
 */
export async function fetchPublic(url: string | URL, options: FetchOptions): Promise<FetchedBytes> {
  if ((options.body || options.headers) && options.maxRedirects !== 0) {
    throw new Error('A request with headers or a body follows no redirect: set maxRedirects: 0');
  }
  return followRedirects(new URL(url), options, (hop) => requestOnce(hop, options));
}

/**
 * Requests `url` with `get`, following at most `maxRedirects` redirects; every hop is checked
 * before it is requested, because a site may redirect anywhere. After the last one allowed, the
 * redirect's own status is the answer, with no body.
 */
export async function followRedirects(
  url: URL,
  { policy, maxRedirects }: Pick<FetchOptions, 'policy' | 'maxRedirects'>,
  get: (url: URL) => Promise<HopAnswer>,
): Promise<FetchedBytes> {
  let current = url;
  for (let redirectsLeft = maxRedirects; ; redirectsLeft--) {
    requireFetchable(current, policy);
    const answer = await get(current);
    if (!('location' in answer)) return answer;
    if (redirectsLeft === 0) {
      return { status: answer.status, contentType: '', bytes: Buffer.alloc(0), url: current.href };
    }
    current = new URL(answer.location, current);
  }
}

/** HTTPS only, and a host written as an address must be public. */
function requireFetchable(url: URL, policy: OutboundPolicy) {
  if (url.protocol !== 'https:') throw new Error(`Refusing ${url.href}: only HTTPS is fetched`);
  requirePublicLiteral(url.hostname, policy);
}

function requestOnce(url: URL, options: FetchOptions): Promise<HopAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.body ? 'POST' : 'GET',
        lookup: checkedLookup(options.policy),
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.policy.trustedCertificates !== undefined && {
          ca: options.policy.trustedCertificates,
        }),
        headers: {
          ...options.headers,
          'user-agent': options.userAgent,
          ...(options.accept !== undefined && { accept: options.accept }),
          ...(options.body && { 'content-type': options.body.contentType }),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location) {
          res.resume();
          return resolve({ status, location });
        }
        const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const empty = { status, contentType, bytes: Buffer.alloc(0), url: url.href };
        if (status !== 200 || (options.accepts && !options.accepts(contentType))) {
          res.destroy();
          return resolve(empty);
        }
        if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
          res.destroy();
          return reject(new ResponseTooLargeError(url.href, options.maxBytes));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new ResponseTooLargeError(url.href, options.maxBytes));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ ...empty, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body?.text);
  });
}
