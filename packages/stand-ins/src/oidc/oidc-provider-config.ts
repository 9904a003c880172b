import type { JsonWebKey } from 'node:crypto';
import type { Client, Configuration } from 'oidc-provider';
import type { AccountStore } from './oidc-accounts.js';
import { renderErrorPage } from './oidc-login-page.js';
import { createMemoryAdapter } from './oidc-memory-adapter.js';
import { INTERACTION_PATH } from './oidc-interactions.js';

/** A client the stand-in knows; it may authenticate with client_secret_basic or client_secret_post. */
export interface OidcStandInClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /**
   * How the ID token speaks of the address: `google` (default) says `email_verified: true`
   * (false on {@link UNVERIFIED_EMAIL_DOMAIN});
   * `entra` is Microsoft Entra ID, which has no `email_verified` and says `xms_edov: true` only
   * for an address on one of `verifiedDomains` (a domain its tenant verified).
   */
  emailClaims?: 'google' | 'entra';
  verifiedDomains?: string[];
}

/**
 * Mailbox scopes the stand-in grants and echoes back in token responses. Any other scope outside
 * `openid email profile offline_access` is dropped from the grant without failing the flow.
 */
export const MAILBOX_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.metadata',
  'https://www.googleapis.com/auth/gmail.send',
  'https://graph.microsoft.com/Mail.Read',
  'https://graph.microsoft.com/Mail.Send',
  'https://graph.microsoft.com/User.Read',
  'Mail.Read',
  'Mail.Send',
  'User.Read',
];

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Everything the provider configuration is built from. */
export interface ProviderConfigInput {
  clients: OidcStandInClient[];
  accounts: AccountStore;
  signingKey: JsonWebKey;
  cookieKey: string;
  extraScopes: string[];
}

/** Builds the `oidc-provider` configuration for a loopback, in-memory OpenID provider. */
export function buildProviderConfig(input: ProviderConfigInput): Configuration {
  return {
    adapter: createMemoryAdapter(),
    clients: input.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name'],
    },
    scopes: ['openid', 'email', 'profile', 'offline_access', ...input.extraScopes],
    // Google puts the profile in the id_token of a code flow; by default the provider keeps
    // scope-bound claims for userinfo only.
    conformIdTokenClaims: false,
    // Google hands out refresh tokens for access_type=offline, which the provider does not know, so
    // every code exchange gets one.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    clientBasedCORS: () => true,
    cookies: { keys: [input.cookieKey] },
    jwks: { keys: [input.signingKey] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // Like Google's revocation endpoint, a revoked refresh token ends the whole grant. Only the
      // client a token was issued to may revoke it.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: Client, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
    },
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    findAccount: async (ctx, id) => {
      const account = input.accounts.find(id);
      if (!account) return undefined;
      const client = input.clients.find((c) => c.clientId === ctx.oidc?.client?.clientId);
      return {
        accountId: account.accountId,
        claims: async () => ({
          sub: account.accountId,
          email: account.email,
          name: account.name,
          ...emailProof(client, account.email),
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error, out.error_description ?? out.error);
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  };
}

/**
 * Addresses on this domain are ones the stand-in does not vouch for: Google-style tokens say
 * `email_verified: false` (a Google account made with an address it never checked), and no
 * tenant verifies the domain for Entra-style ones.
 */
export const UNVERIFIED_EMAIL_DOMAIN = 'unverified.example';

function emailProof(client: OidcStandInClient | undefined, email: string) {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  if (client?.emailClaims !== 'entra') {
    return { email_verified: domain !== UNVERIFIED_EMAIL_DOMAIN };
  }
  return client.verifiedDomains?.includes(domain) ? { xms_edov: true } : {};
}
