import { lookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { BlockList, isIPv4, type LookupFunction } from 'node:net';

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
const MAX_REDIRECTS = 3;
const ICON_PATHS = ['/apple-touch-icon.png', '/favicon.ico'];

/*
 * Only public addresses may be fetched: the domain comes from a request, and without this check it
 * could point the server at itself or at the private network (SSRF). The check runs inside the
 * connection's own DNS lookup, so a name cannot resolve one way when checked and another when used.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !NON_PUBLIC.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

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
        const logo = await fetchIcon(new URL(`https://${host}${path}`), MAX_REDIRECTS);
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

async function fetchIcon(url: URL, redirectsLeft: number): Promise<FetchedLogo | null> {
  const answer = await get(url);
  if ('location' in answer) {
    const next = new URL(answer.location, url);
    return next.protocol === 'https:' && redirectsLeft > 0
      ? fetchIcon(next, redirectsLeft - 1)
      : null;
  }
  return answer.logo;
}

function get(url: URL): Promise<{ location: string } | { logo: FetchedLogo | null }> {
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
