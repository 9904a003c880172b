/** The person an access token belongs to. */
export interface ResolvedUser {
  email: string;
  name?: string;
}

/** Maps an access token to its user, or null when the token is unknown, expired or revoked. */
export type ResolveUser = (token: string) => Promise<ResolvedUser | null>;

/** How an emulator learns who is calling: an OpenID userinfo endpoint, or a function for unit tests. */
export interface AuthOptions {
  /** `<issuer>/me` of the OIDC stand-in; called with the caller's bearer token. */
  userInfoUrl?: string;
  resolveUser?: ResolveUser;
}

const CACHE_MS = 60_000;

/**
 * Resolves tokens at an OpenID userinfo endpoint, remembering each answer for a minute so a scan
 * of thousands of requests costs one lookup. Failed lookups are not remembered.
 */
export function userInfoResolver(userInfoUrl: string): ResolveUser {
  const cache = new Map<string, { until: number; user: Promise<ResolvedUser | null> }>();
  const lookUp = async (token: string): Promise<ResolvedUser | null> => {
    const response = await fetch(userInfoUrl, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) return null;
    const claims = (await response.json()) as { email?: unknown; name?: unknown };
    if (typeof claims.email !== 'string') return null;
    return {
      email: claims.email.toLowerCase(),
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    };
  };
  return (token) => {
    const cached = cache.get(token);
    if (cached && cached.until > Date.now()) return cached.user;
    const user = lookUp(token).then(
      (found) => {
        if (!found) cache.delete(token);
        return found;
      },
      () => {
        cache.delete(token);
        return null;
      },
    );
    cache.set(token, { until: Date.now() + CACHE_MS, user });
    return user;
  };
}

/** Picks the resolver from the options; one of the two must be given. */
export function resolverFrom(options: AuthOptions): ResolveUser {
  if (options.resolveUser) return options.resolveUser;
  if (options.userInfoUrl) return userInfoResolver(options.userInfoUrl);
  throw new Error('pass userInfoUrl or resolveUser');
}

/** The token of an `Authorization: Bearer` header, if there is one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A resolver over a fixed token → e-mail table, for unit tests and the CLI without a provider. */
export function fixedTokens(tokens: Record<string, string>): ResolveUser {
  return async (token) => {
    const email = Object.hasOwn(tokens, token) ? tokens[token] : undefined;
    return email ? { email: email.toLowerCase() } : null;
  };
}
