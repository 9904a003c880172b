import { z } from 'zod';
import { ReconnectRequiredError, type MailboxAccess } from '../provider';
import { oauthCredentialsOf, type OAuthCredentials } from './oauth-credentials';
import { REQUEST_TIMEOUT_MS } from './retry-policy';

/** Where and as whom Reclaim refreshes a provider's access tokens (Google, Microsoft). */
export interface OAuthClient {
  /** The token endpoint, or how to find it (an issuer's discovery document, read once). */
  tokenUrl: string | (() => Promise<string>);
  clientId: string;
  clientSecret: string;
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
});
const tokenErrorSchema = z.object({ error: z.string() });

// Refresh a minute early, so a token does not expire between our check and the provider's.
const EXPIRY_MARGIN_MS = 60_000;

/** Hands out a mailbox's access token, refreshing it when it expired or the provider refused it. */
export interface TokenKeeper {
  accessToken(): Promise<string>;
  /** Refreshes after the provider answered 401 to `rejected`; shares one refresh among callers. */
  refresh(rejected: string): Promise<string>;
}

/**
 * Keeps the OAuth tokens of one mailbox access. A refresh answered `invalid_grant` (revoked or
 * expired grant) throws {@link ReconnectRequiredError}; new tokens go to `onCredentialsChanged`.
 */
export function createTokenKeeper(
  access: MailboxAccess,
  client: OAuthClient & { providerName: string; requestTimeoutMs?: number | undefined },
  fetchFn: typeof fetch,
  clock: () => number = Date.now,
): TokenKeeper {
  const name = client.providerName;
  let credentials: OAuthCredentials = oauthCredentialsOf(access, name);
  let refreshing: Promise<string> | null = null;

  const exchange = async (): Promise<string> => {
    if (!credentials.refreshToken) throw new ReconnectRequiredError();
    const tokenUrl =
      typeof client.tokenUrl === 'string' ? client.tokenUrl : await client.tokenUrl();
    const response = await fetchFn(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: credentials.refreshToken,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
      // A token endpoint that never answers would otherwise hold the scan or send until its job
      // expires; the body is read under the same limit.
      signal: AbortSignal.timeout(client.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = tokenErrorSchema.safeParse(body);
      if (failure.success && failure.data.error === 'invalid_grant') {
        throw new ReconnectRequiredError(`${name} no longer honours this grant.`);
      }
      throw new Error(`${name} token refresh failed with HTTP ${response.status}`);
    }
    const tokens = tokenResponseSchema.parse(body);
    credentials = {
      kind: 'oauth',
      accessToken: tokens.access_token,
      // Google usually keeps the refresh token and omits it; Microsoft rotates it on every refresh.
      refreshToken: tokens.refresh_token ?? credentials.refreshToken,
      expiresAt: tokens.expires_in ? clock() + tokens.expires_in * 1000 : null,
      scope: tokens.scope ?? credentials.scope,
    };
    // Later calls with this same access (the next page) start from the fresh token.
    access.credentials = credentials;
    await access.onCredentialsChanged?.(credentials);
    return credentials.accessToken;
  };

  const refresh = (rejected: string): Promise<string> => {
    if (credentials.accessToken !== rejected) return Promise.resolve(credentials.accessToken);
    refreshing ??= exchange().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    async accessToken() {
      if (refreshing) return refreshing;
      const { expiresAt } = credentials;
      if (expiresAt !== null && expiresAt - EXPIRY_MARGIN_MS <= clock()) {
        return refresh(credentials.accessToken);
      }
      return credentials.accessToken;
    },
    refresh,
  };
}
