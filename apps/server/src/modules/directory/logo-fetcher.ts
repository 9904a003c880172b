import { fetchPublic, ResponseTooLargeError } from '../../lib/outbound';

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

/**
 * The default fetcher: `https://<domain>` then `https://www.<domain>`, each asked for
 * `/apple-touch-icon.png` then `/favicon.ico`, through the one safe way out (public addresses
 * only, HTTPS, every redirect checked), with short timeouts, few redirects and a size limit.
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

/** The icon at `url`, or null when the site answers without one Reclaim would keep. */
async function fetchIcon(url: URL): Promise<FetchedLogo | null> {
  try {
    const answer = await fetchPublic(url, {
      // The domain comes from a request: only public addresses, whatever the operator allows IMAP.
      policy: { allowPrivateHosts: false },
      userAgent: 'Reclaim logo fetcher',
      accept: 'image/*',
      accepts: (contentType) => contentType.startsWith('image/'),
      maxBytes: MAX_LOGO_BYTES,
      timeoutMs: REQUEST_TIMEOUT_MS,
      maxRedirects: MAX_REDIRECTS,
    });
    const { status, contentType, bytes } = answer;
    return status === 200 && bytes.length > 0 ? { contentType, bytes } : null;
  } catch (error) {
    if (error instanceof ResponseTooLargeError) return null;
    throw error;
  }
}
