import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DataRequestBody } from '@reclaim/contract';
import { mailboxAuthorizations, mailboxConnections } from '@reclaim/db';
import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { AppError } from '../../lib/app-error';
import { sealCredentials } from '../../mailbox-providers/credentials';
import type { MailboxCredentials } from '../../mailbox-providers/provider';
import type {
  MailboxOAuthClient,
  MailboxOAuthClients,
} from '../../mailbox-providers/shared/mailbox-oauth';
import type { Session } from '../../plugins/session';
import {
  findConnectionOfUser,
  updateConnectionLogin,
  type ConnectionRow,
} from './connections.repository';
import type { ConnectionsDependencies } from './connections.service';

/** How long a person has to come back from the provider's consent screen. */
export const AUTHORIZATION_LIFETIME_MS = 10 * 60_000;

export type OAuthConnectDependencies = ConnectionsDependencies & {
  oauthClients: MailboxOAuthClients;
  fetch?: typeof fetch;
};

/** The spec calls Microsoft mailboxes `outlook`; Reclaim's provider id is `microsoft`. */
const clientOf = (clients: MailboxOAuthClients, provider: 'gmail' | 'outlook') =>
  provider === 'gmail' ? clients.gmail : clients.microsoft;

const providerNotAvailable = () =>
  new AppError(
    'invalid_input',
    'This provider cannot be connected on this server.',
    [{ path: 'body.provider', message: 'Not configured' }],
    'ProviderNotAvailable',
  );

/**
 * Starts an authorization: a random single-use state bound to this session, a PKCE verifier kept
 * on the server, and the provider's authorization URL carrying both.
 */
export async function startAuthorization(
  deps: OAuthConnectDependencies,
  session: Session,
  provider: 'gmail' | 'outlook',
) {
  const client = clientOf(deps.oauthClients, provider);
  if (!client) throw providerNotAvailable();
  const endpoints = await client.endpoints().catch(() => {
    throw providerUnreachable(client);
  });
  // Authorizations nobody came back from are of no use: drop this person's expired ones.
  await deps.db
    .delete(mailboxAuthorizations)
    .where(
      and(
        eq(mailboxAuthorizations.userId, session.user.id),
        lt(mailboxAuthorizations.expiresAt, new Date()),
      ),
    );
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  await deps.db.insert(mailboxAuthorizations).values({
    state,
    userId: session.user.id,
    sessionId: session.session.id,
    provider: client.provider,
    codeVerifier,
    purpose: 'connect',
    expiresAt: new Date(Date.now() + AUTHORIZATION_LIFETIME_MS),
  });
  const url = new URL(endpoints.authorizationEndpoint);
  const query = {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: client.scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...client.extraParams,
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { authorizationUrl: url.href };
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
  id_token: z.string().optional(),
});
const userInfoSchema = z.object({ email: z.email() });

/**
 * Finishes an authorization: consumes the state (once, for this session only), exchanges the
 * code with the PKCE verifier, reads the mailbox address, then stores the sealed tokens and
 * starts the scan. Nothing is stored when any step fails.
 */
export async function connectOAuthMailbox(
  deps: OAuthConnectDependencies,
  session: Session,
  request: DataRequestBody & { oauthProvider: 'gmail' | 'outlook' },
) {
  const client = clientOf(deps.oauthClients, request.oauthProvider);
  if (!client) {
    throw new AppError(
      'invalid_input',
      'This provider cannot be connected on this server.',
      [{ path: 'body.requestBody.oauthProvider', message: 'Not configured' }],
      'ProviderNotAvailable',
    );
  }
  if (!request.oauthCode) {
    throw new AppError(
      'invalid_input',
      'The authorization code is missing.',
      [{ path: 'body.requestBody.oauthCode', message: 'Required' }],
      'InvalidCode',
    );
  }
  const authorization = await consumeState(deps, session, client, request.state);
  const tokens = await exchangeCode(deps, client, request.oauthCode, authorization.codeVerifier);
  const address = (await mailboxAddress(deps, client, tokens)).toLowerCase();

  const credentials: MailboxCredentials = {
    kind: 'oauth',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expires_in ? Date.now() + tokens.expires_in * 1000 : null,
    scope: tokens.scope ?? client.scope,
  };
  const existing = await findConnectionOfUser(deps.db, session.user.id, address);
  if (existing) {
    if (existing.provider !== client.provider) {
      throw new AppError(
        'conflict',
        'This mailbox is already connected.',
        [{ path: 'body.requestBody.oauthCode', message: 'Already connected' }],
        'AlreadyConnected',
      );
    }
    return reconnect(deps, existing, credentials);
  }
  if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');

  const id = randomUUID();
  const [connection] = await deps.db
    .insert(mailboxConnections)
    .values({
      id,
      userId: session.user.id,
      provider: client.provider,
      address,
      // The consent asked for sending too, so deletion requests can go out from this mailbox.
      writePermission: 1,
      sealedCredentials: sealCredentials(deps.secretKey, id, credentials),
    })
    .onConflictDoNothing()
    .returning();
  if (!connection) {
    throw new AppError(
      'conflict',
      'This mailbox is already connected.',
      [{ path: 'body.requestBody.oauthCode', message: 'Already connected' }],
      'AlreadyConnected',
    );
  }
  try {
    await deps.queue.send(mailboxScanJob, { connectionId: connection.id });
  } catch (error) {
    // A connection whose scan never starts would sit at 0 % for good: take it back.
    await deps.db.delete(mailboxConnections).where(eq(mailboxConnections.id, connection.id));
    throw error;
  }
  return connection;
}

/**
 * Consent given again for a mailbox already connected (typically one that needs reconnecting):
 * the new grant replaces the old one, the findings stay, and a scan the lost grant had stopped
 * goes on from its checkpoint.
 */
async function reconnect(
  deps: OAuthConnectDependencies,
  existing: ConnectionRow,
  credentials: MailboxCredentials,
) {
  const wasStopped = existing.needsReconnect && existing.status === 'pending';
  const connection = await updateConnectionLogin(deps.db, existing.id, {
    sealedCredentials: sealCredentials(deps.secretKey, existing.id, credentials),
    settings: existing.settings,
  });
  if (wasStopped) await deps.queue?.send(mailboxScanJob, { connectionId: existing.id });
  return connection;
}

async function consumeState(
  deps: OAuthConnectDependencies,
  session: Session,
  client: MailboxOAuthClient,
  state: string | undefined,
) {
  const [authorization] = state
    ? await deps.db
        .delete(mailboxAuthorizations)
        .where(
          and(
            eq(mailboxAuthorizations.state, state),
            eq(mailboxAuthorizations.sessionId, session.session.id),
            eq(mailboxAuthorizations.userId, session.user.id),
            eq(mailboxAuthorizations.provider, client.provider),
            gt(mailboxAuthorizations.expiresAt, new Date()),
          ),
        )
        .returning()
    : [];
  if (!authorization) {
    throw new AppError(
      'invalid_input',
      'This sign-in link is not valid any more. Please connect the mailbox again.',
      [{ path: 'body.requestBody.state', message: 'Unknown, used or expired state' }],
      'InvalidState',
    );
  }
  return authorization;
}

async function exchangeCode(
  deps: OAuthConnectDependencies,
  client: MailboxOAuthClient,
  code: string,
  codeVerifier: string,
) {
  const fetchFn = deps.fetch ?? fetch;
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
    throw new AppError(
      'invalid_input',
      `${client.displayName} did not accept this authorization. Please connect the mailbox again.`,
      [{ path: 'body.requestBody.oauthCode', message: 'Invalid, used or expired code' }],
      'InvalidCode',
    );
  }
  throw providerUnreachable(client);
}

/** The address from the ID token the token endpoint just handed over, else from userinfo. */
async function mailboxAddress(
  deps: OAuthConnectDependencies,
  client: MailboxOAuthClient,
  tokens: z.infer<typeof tokenResponseSchema>,
): Promise<string> {
  // The ID token came straight from the token endpoint over TLS, so its claims are trusted as is.
  const claims = tokens.id_token ? decodeJwtClaims(tokens.id_token) : null;
  const fromIdToken = userInfoSchema.safeParse(claims);
  if (fromIdToken.success) return fromIdToken.data.email;
  const endpoints = await client.endpoints();
  if (!endpoints.userinfoEndpoint) throw providerUnreachable(client);
  try {
    const response = await (deps.fetch ?? fetch)(endpoints.userinfoEndpoint, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      signal: AbortSignal.timeout(15_000),
    });
    const info = userInfoSchema.safeParse(await response.json());
    if (response.ok && info.success) return info.data.email;
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

function providerUnreachable(client: MailboxOAuthClient) {
  return new AppError(
    'bad_gateway',
    `${client.displayName} could not be reached or gave an answer Reclaim cannot use.`,
    [],
    'ProviderError',
  );
}
