import { z } from 'zod';
import type { MailboxProviderId } from '@reclaim/contract';
import type { OAuthClientConfig } from '../../config';
import type { EmailIssuer } from '../../lib/email-proof';

/** The endpoints of an OpenID provider that the connect flow and token refreshes use. */
export interface OpenIdEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | undefined;
  /** RFC 7009 token revocation; Google publishes one, Microsoft does not. */
  revocationEndpoint: string | undefined;
}

const discoverySchema = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url().optional(),
  revocation_endpoint: z.url().optional(),
});

/** How Reclaim asks one provider (Google, Microsoft) for access to a mailbox. */
export interface MailboxOAuthClient extends OAuthClientConfig {
  /** The mailbox provider this client connects. */
  provider: MailboxProviderId;
  /** What the provider is called in messages. */
  displayName: string;
  /** How the issuer vouches for the mailbox's address; one it does not vouch for is refused. */
  emailIssuer: EmailIssuer;
  redirectUri: string;
  scope: string;
  /** Query parameters the provider needs besides the standard ones. */
  extraParams: Record<string, string>;
  /** The scope that lets Reclaim send from the mailbox; a grant without it cannot send. */
  sendScope: string;
  /**
   * What to ask for when a connected mailbox may not send yet: the send scope alone (with what
   * names the mailbox), added to the grant the person already gave (incremental consent).
   */
  sendPermission: { scope: string; extraParams: Record<string, string> };
  /** The issuer's endpoints, read from its discovery document once and then kept. */
  endpoints(): Promise<OpenIdEndpoints>;
}

/**
 * Reads `<issuer>/.well-known/openid-configuration` on first use. A failed read is not kept, so
 * the next connect tries again.
 */
export function createDiscovery(
  issuer: string,
  fetchFn: typeof fetch = fetch,
): () => Promise<OpenIdEndpoints> {
  let pending: Promise<OpenIdEndpoints> | null = null;
  const read = async (): Promise<OpenIdEndpoints> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetchFn(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok)
      throw new Error(`The discovery document at ${url} answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    return {
      authorizationEndpoint: document.authorization_endpoint,
      tokenEndpoint: document.token_endpoint,
      userinfoEndpoint: document.userinfo_endpoint,
      revocationEndpoint: document.revocation_endpoint,
    };
  };
  return () => {
    pending ??= read().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * A provider's OAuth client for connecting mailboxes: the configured credentials, where the
 * consent screen returns (`publicUrl` + `callbackPath`), and the issuer's endpoints, read once.
 */
export function createMailboxOAuthClient(
  credentials: OAuthClientConfig,
  options: Omit<MailboxOAuthClient, keyof OAuthClientConfig | 'redirectUri' | 'endpoints'> & {
    publicUrl: string;
    callbackPath: string;
    fetch?: typeof fetch;
  },
): MailboxOAuthClient {
  const { publicUrl, callbackPath, fetch: fetchFn, ...client } = options;
  return {
    ...credentials,
    ...client,
    redirectUri: `${publicUrl}${callbackPath}`,
    endpoints: createDiscovery(credentials.issuer, fetchFn),
  };
}

/** The token endpoint of a client, for the adapters' refreshes. */
export const tokenUrlOf = (client: MailboxOAuthClient) => async () =>
  (await client.endpoints()).tokenEndpoint;

/** The revocation endpoint of a client, if its issuer has one, for giving up a grant. */
export const revokeUrlOf = (client: MailboxOAuthClient) => async () =>
  (await client.endpoints()).revocationEndpoint;
