import { createHash, randomBytes } from 'node:crypto';
import { providerIdOf, type DataRequestBody, type ProviderName } from '@reclaim/contract';
import { mailboxAuthorizations } from '@reclaim/db';
import { and, eq, gt, lt } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { MailboxGrant } from '../../mailbox-providers/provider';
import type { MailboxOAuthClient } from '../../mailbox-providers/shared/mailbox-oauth';
import {
  finishAuthorization,
  providerUnreachable,
} from '../../mailbox-providers/shared/oauth-exchange';
import type { Session } from '../../plugins/session';
import type { ConnectionsDependencies } from './connections.service';

/** How long a person has to come back from the provider's consent screen. */
export const AUTHORIZATION_LIFETIME_MS = 10 * 60_000;

export type OAuthConnectDependencies = ConnectionsDependencies & { fetch?: typeof fetch };

/** Why the consent screen is shown: to connect a mailbox, or to let it send (spec §4). */
export type AuthorizationPurpose = 'connect' | 'dsr';

/** The OAuth client of the provider a request names, when it is connected on a consent screen. */
function clientOf(deps: ConnectionsDependencies, name: ProviderName) {
  const connector = deps.providers.get(providerIdOf(name))?.connector;
  return connector?.style === 'oauth' ? connector.client : undefined;
}

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
  provider: ProviderName,
  purpose: AuthorizationPurpose = 'connect',
) {
  const client = clientOf(deps, provider);
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
    purpose,
    expiresAt: new Date(Date.now() + AUTHORIZATION_LIFETIME_MS),
  });
  const url = new URL(endpoints.authorizationEndpoint);
  const asked =
    purpose === 'dsr'
      ? client.sendPermission
      : { scope: client.scope, extraParams: client.extraParams };
  const query = {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: asked.scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...asked.extraParams,
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { authorizationUrl: url.href };
}

/**
 * Finishes an authorization: consumes the state (once, for this session only), then lets the
 * provider's client exchange the code with the PKCE verifier and name the mailbox.
 */
export async function finishOAuthConnect(
  deps: OAuthConnectDependencies,
  session: Session,
  client: MailboxOAuthClient,
  request: DataRequestBody,
): Promise<MailboxGrant> {
  if (!request.oauthCode) {
    throw new AppError(
      'invalid_input',
      'The authorization code is missing.',
      [{ path: 'body.requestBody.oauthCode', message: 'Required' }],
      'InvalidCode',
    );
  }
  const authorization = await consumeState(deps, session, client, request);
  return finishAuthorization(
    client,
    { code: request.oauthCode, codeVerifier: authorization.codeVerifier },
    deps.fetch,
  );
}

async function consumeState(
  deps: OAuthConnectDependencies,
  session: Session,
  client: MailboxOAuthClient,
  { state, type }: Pick<DataRequestBody, 'state' | 'type'>,
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
            // A consent given to send finishes only a request to send, and the other way round.
            eq(mailboxAuthorizations.purpose, type),
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
