import { lookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../lib/public-address';

/** What a site answered for its icon, before Reclaim checks the bytes. */
export interface FetchedLogo {
  contentType: string;
  bytes: Buffer;
}

/**
 * Finds a domain's icon on the web. Resolves null when the site answers but has no usable icon, and
 * rejects when the site cannot be reached at all (offline machine, dead domain).
 */
export type LogoFetcher = (domain: string) => Promise<FetchedLogo | null>;

/** Larger icons are refused rather than stored. */
export const MAX_LOGO_BYTES = 100 * 1024;
const REQUEST_TIMEOUT_MS = 4000;
export const MAX_REDIRECTS = 3;
const ICON_PATHS = ['/apple-touch-icon.png', '/favicon.ico'];

/*
 * Only public addresses may be fetched: the domain comes from a request. The check runs inside the
 * connection's own DNS lookup, so a name cannot resolve one way when checked and another when used.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => isPublicAddress(a.address));
    if (allowed.length === 0) {
      return callback(new Error(`${hostname} does not resolve to a public address`), '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

/**
 * Throws unless `url` may be fetched: HTTPS only, and a host written as an IP address must be
 * public. Node's client dials an IP literal without calling `lookup`, so `publicOnlyLookup` never
 * sees it; names are left to that lookup.
 */
export function checkFetchTarget(url: URL): void {
  if (url.protocol !== 'https:') throw new Error(`Refusing ${url.href}: only HTTPS is fetched`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new Error(`Refusing ${url.href}: ${host} is not a public address`);
  }
}

/**
 * The default fetcher: `https://<domain>` then `https://www.<domain>`, each asked for
 * `/apple-touch-icon.png` then `/favicon.ico`, over HTTPS only, with short timeouts, at most a few
 * redirects, and a size limit.
 */
export const fetchLogoFromWeb: LogoFetcher = async (domain) => {
  let reachedSite = false;
  let lastError: unknown;
  for (const host of [domain, `www.${domain}`]) {
    for (const path of ICON_PATHS) {
      try {
        const logo = await fetchIcon(new URL(`https://${host}${path}`));
        reachedSite = true;
        if (logo) return logo;
      } catch (error) {
        lastError = error;
        break; // This host cannot be reached; its other paths would fail the same way.
      }
    }
  }
  if (reachedSite) return null;
  throw lastError instanceof Error ? lastError : new Error(`${domain} cannot be reached`);
};

/** What one request answered: where it redirects to, or the icon (null when there is none). */
export type IconAnswer = { location: string } | { logo: FetchedLogo | null };

/**
 * Fetches an icon, following at most MAX_REDIRECTS redirects; `get` makes one request. Every hop is
 * checked before it is requested, because a site may redirect anywhere.
 */
export async function fetchIcon(
  url: URL,
  get: (url: URL) => Promise<IconAnswer> = getOnce,
): Promise<FetchedLogo | null> {
  let current = url;
  for (let redirectsLeft = MAX_REDIRECTS; ; redirectsLeft--) {
    checkFetchTarget(current);
    const answer = await get(current);
    if (!('location' in answer)) return answer.logo;
    if (redirectsLeft === 0) return null;
    current = new URL(answer.location, current);
  }
}

function getOnce(url: URL): Promise<IconAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        lookup: publicOnlyLookup,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { accept: 'image/*', 'user-agent': 'Reclaim logo fetcher' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const declaredSize = Number(res.headers['content-length'] ?? 0);
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ location: res.headers.location });
        }
        if (status !== 200 || !contentType.startsWith('image/') || declaredSize > MAX_LOGO_BYTES) {
          res.destroy();
          return resolve({ logo: null });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_LOGO_BYTES) {
            res.destroy();
            resolve({ logo: null });
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ logo: { contentType, bytes: Buffer.concat(chunks) } }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
