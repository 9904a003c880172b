import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';

/** The fields of an OpenID discovery document that a code-flow client needs. */
export interface DiscoveryDocument {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
}

/** Fetches `<issuer>/.well-known/openid-configuration`. */
export async function discover(issuer: string): Promise<DiscoveryDocument> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery failed with ${response.status}`);
  return (await response.json()) as DiscoveryDocument;
}

/** A random PKCE code_verifier with its S256 code_challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Cookies of one browser, per origin. Paths and expiry dates are ignored apart from removals, which
 * is enough to carry a provider's session and interaction cookies across redirects.
 */
export class CookieJar {
  private readonly cookiesByOrigin = new Map<string, Map<string, string>>();

  store(url: URL, response: Response): void {
    const cookies = this.cookiesByOrigin.get(url.origin) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const isRemoval = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        return key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now();
      });
      if (isRemoval) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1).trim());
    }
    this.cookiesByOrigin.set(url.origin, cookies);
  }

  headerFor(url: URL): string {
    const cookies = this.cookiesByOrigin.get(url.origin) ?? new Map<string, string>();
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Sends one request with the jar's cookies, without following redirects, and keeps new cookies. */
export async function fetchWithCookies(
  jar: CookieJar,
  url: URL,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.headerFor(url);
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, response);
  return response;
}

/** Where a navigation ended: a page it loaded, or a redirect target it was told not to request. */
export interface NavigationResult {
  url: URL;
  response?: Response;
}

/**
 * Requests `url` and follows redirects like a browser would, until a page loads or a redirect
 * points at a URL for which `isDestination` holds; that URL is returned without being requested.
 */
export async function navigate(
  jar: CookieJar,
  url: URL,
  init: RequestInit,
  isDestination: (url: URL) => boolean,
): Promise<NavigationResult> {
  let current = url;
  let response = await fetchWithCookies(jar, current, init);
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    const isRedirect = response.status >= 300 && response.status < 400 && location !== null;
    if (!isRedirect) return { url: current, response };
    current = new URL(location, current);
    if (isDestination(current)) return { url: current };
    response = await fetchWithCookies(jar, current);
  }
  throw new Error(`too many redirects from ${url.href}`);
}

/** Reads the payload of a JWT without checking its signature. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Checks an RS256 JWT's signature against the key with its `kid` in the provider's JWKS. */
export async function hasValidSignature(jwt: string, jwksUri: string): Promise<boolean> {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: string };
  const { keys } = (await (await fetch(jwksUri)).json()) as {
    keys: (JsonWebKey & { kid?: string })[];
  };
  const jwk = keys.find((key) => key.kid === kid);
  if (!jwk) return false;
  return verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}
