import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isEmailProven } from '../../lib/email-proof';
import { MailboxConnectError, type MailboxGrant } from '../provider';
import type { MailboxOAuthClient } from './mailbox-oauth';

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
  id_token: z.string().optional(),
});
type TokenResponse = z.infer<typeof tokenResponseSchema>;
const userInfoSchema = z.looseObject({ email: z.email() });

/** The mailbox's address as the issuer named it, with the claims that came with it. */
interface NamedAddress {
  email: string;
  claims: Record<string, unknown>;
}

/**
 * Finishes a consent: exchanges the code with the PKCE verifier at the token endpoint, and reads
 * the mailbox address from the ID token (else from userinfo). An address the issuer does not
 * vouch for is refused: Reclaim would send letters in its name. The grant can send when the
 * person granted the send scope.
 */
export async function finishAuthorization(
  client: MailboxOAuthClient,
  authorization: { code: string; codeVerifier: string },
  fetchFn: typeof fetch = fetch,
): Promise<MailboxGrant> {
  const tokens = await exchangeCode(client, authorization, fetchFn);
  const named = await mailboxAddress(client, tokens, fetchFn);
  const address = named.email.toLowerCase();
  if (!isEmailProven(client.emailIssuer, named.claims)) throw addressNotVerified(client, address);
  const granted = tokens.scope ?? client.scope;
  return {
    address,
    credentials: {
      kind: 'oauth',
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresAt: tokens.expires_in ? Date.now() + tokens.expires_in * 1000 : null,
      scope: tokens.scope ?? client.scope,
    },
    settings: {},
    canSend: hasScope(granted, client.sendScope),
    isAddressProven: true,
  };
}

function addressNotVerified(client: MailboxOAuthClient, address: string) {
  return new MailboxConnectError(
    'AddressNotVerified',
    `${client.displayName} does not confirm that ${address} belongs to this account, so ` +
      'Reclaim cannot send from it. Connect a mailbox whose address your account owns.',
    'oauthCode',
    'The address is not verified by the provider',
  );
}

/**
 * Whether `granted` (space-separated, as token endpoints answer) holds `scope`. Microsoft may
 * answer a Graph scope by its full name (`https://graph.microsoft.com/Mail.Send`). People can
 * untick a scope on Google's consent screen, so what was asked for is not what was granted.
 */
export function hasScope(granted: string, scope: string) {
  return granted
    .split(/\s+/)
    .some(
      (name) => name === scope || name.endsWith(`/${scope}`) || name === scope.split('/').pop(),
    );
}

async function exchangeCode(
  client: MailboxOAuthClient,
  { code, codeVerifier }: { code: string; codeVerifier: string },
  fetchFn: typeof fetch,
): Promise<TokenResponse> {
  let response: Response;
  try {
    const endpoints = await client.endpoints();
    response = await fetchFn(endpoints.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: client.redirectUri,
        code_verifier: codeVerifier,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw providerUnreachable(client);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const tokens = tokenResponseSchema.safeParse(body);
    if (tokens.success) return tokens.data;
    throw providerUnreachable(client);
  }
  const error = z.object({ error: z.string() }).safeParse(body);
  if (response.status === 400 && error.success && error.data.error === 'invalid_grant') {
    throw new MailboxConnectError(
      'InvalidCode',
      `${client.displayName} did not accept this authorization. Please connect the mailbox again.`,
      'oauthCode',
      'Invalid, used or expired code',
    );
  }
  throw providerUnreachable(client);
}

/** The address from the ID token the token endpoint just handed over, else from userinfo. */
async function mailboxAddress(
  client: MailboxOAuthClient,
  tokens: TokenResponse,
  fetchFn: typeof fetch,
): Promise<NamedAddress> {
  // The ID token came straight from the token endpoint over TLS, so its claims are trusted as is.
  const claims = tokens.id_token ? decodeJwtClaims(tokens.id_token) : null;
  const fromIdToken = userInfoSchema.safeParse(claims);
  // The proof is read from the same claims as the address it proves.
  if (fromIdToken.success) return { email: fromIdToken.data.email, claims: fromIdToken.data };
  const endpoints = await client.endpoints();
  if (!endpoints.userinfoEndpoint) throw providerUnreachable(client);
  try {
    const response = await fetchFn(endpoints.userinfoEndpoint, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      signal: AbortSignal.timeout(15_000),
    });
    const info = userInfoSchema.safeParse(await response.json());
    if (response.ok && info.success) return { email: info.data.email, claims: info.data };
  } catch {
    // Reported below like any other answer without an address.
  }
  throw providerUnreachable(client);
}

function decodeJwtClaims(jwt: string): unknown {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The provider failed or answered something Reclaim cannot use. */
export function providerUnreachable(client: MailboxOAuthClient) {
  return new AppError(
    'bad_gateway',
    `${client.displayName} could not be reached or gave an answer Reclaim cannot use.`,
    [],
    'ProviderError',
  );
}
