import type { Database, LogoFailure } from '@reclaim/db';
import { MAX_LOGO_BYTES, type FetchedLogo, type LogoFetcher } from './logo-fetcher';
import { findLogo, saveLogo } from './logo.repository';
import { isLookalikeDomain } from './registrable-domain';

/** A logo as served: bytes checked to be the image type they are served as. */
export interface LogoImage {
  contentType: string;
  bytes: Buffer;
}

export interface LogoService {
  /**
   * The domain's logo, fetched at most once and then served from the database; null when it has
   * none, or is an international name (never fetched: see `isLookalikeDomain`). `beforeFetch` runs only when the web must be asked (a rate limit, for example).
   */
  getLogo(
    domain: string,
    options?: { beforeFetch?: () => Promise<void> },
  ): Promise<LogoImage | null>;
}

const HOUR_MS = 60 * 60 * 1000;
/** A site that answered without an icon rarely grows one soon. */
const RETRY_MISSING_MS = 7 * 24 * HOUR_MS;
/** Unreachable usually means offline: try again later, not on every page view. */
const RETRY_UNREACHABLE_MS = HOUR_MS;

/** Served image types, recognised by their first bytes. SVG is left out: it can carry script. */
const SIGNATURES: { contentType: string; matches: (b: Buffer) => boolean }[] = [
  {
    contentType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  {
    contentType: 'image/jpeg',
    matches: (b) => b.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')),
  },
  { contentType: 'image/gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    contentType: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    contentType: 'image/x-icon',
    matches: (b) => b.subarray(0, 4).equals(Buffer.from('00000100', 'hex')),
  },
];

/** The image type of these bytes, or null when they are not an image Reclaim serves. */
export function detectImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.contentType ?? null;
}

/** Logos through the server: the browser never asks a company's site for anything. */
export function createLogoService(deps: {
  db: Database;
  fetchLogo: LogoFetcher;
  now?: () => Date;
}): LogoService {
  const now = deps.now ?? (() => new Date());
  // Two requests for the same new domain at once share one fetch.
  const inFlight = new Map<string, Promise<LogoImage | null>>();

  /** What the database holds: the logo, null for a remembered failure, undefined for nothing. */
  async function readStored(domain: string): Promise<LogoImage | null | undefined> {
    const stored = await findLogo(deps.db, domain);
    if (stored?.image && stored.contentType) {
      return { contentType: stored.contentType, bytes: stored.image };
    }
    if (stored?.retryAfter && stored.retryAfter > now()) return null;
    return undefined;
  }

  async function fetchAndStore(domain: string): Promise<LogoImage | null> {
    // Another request may have fetched and stored it between our first look and now.
    const stored = await readStored(domain);
    if (stored !== undefined) return stored;
    let logo: LogoImage | null = null;
    let failure: LogoFailure = 'missing';
    try {
      logo = checkLogo(await deps.fetchLogo(domain));
    } catch {
      failure = 'unreachable';
    }
    const fetchedAt = now();
    const retryMs = failure === 'missing' ? RETRY_MISSING_MS : RETRY_UNREACHABLE_MS;
    await saveLogo(deps.db, {
      domain,
      contentType: logo?.contentType ?? null,
      image: logo?.bytes ?? null,
      failure: logo ? null : failure,
      fetchedAt,
      retryAfter: logo ? null : new Date(fetchedAt.getTime() + retryMs),
    });
    return logo;
  }

  function startFetch(domain: string): Promise<LogoImage | null> {
    const pending = fetchAndStore(domain).finally(() => inFlight.delete(domain));
    inFlight.set(domain, pending);
    return pending;
  }

  return {
    async getLogo(domain, options = {}) {
      // A name that may imitate another could show the imitated company's logo: the page shows
      // its first letter instead.
      if (isLookalikeDomain(domain)) return null;
      const stored = await readStored(domain);
      if (stored !== undefined) return stored;
      const pending = inFlight.get(domain);
      if (pending) return pending;
      await options.beforeFetch?.();
      return inFlight.get(domain) ?? startFetch(domain);
    },
  };
}

function checkLogo(fetched: FetchedLogo | null): LogoImage | null {
  if (!fetched || fetched.bytes.length === 0 || fetched.bytes.length > MAX_LOGO_BYTES) return null;
  const contentType = detectImageType(fetched.bytes);
  return contentType ? { contentType, bytes: fetched.bytes } : null;
}
