import { randomUUID } from 'node:crypto';
import { providerIdOf, type DataRequestBody } from '@reclaim/contract';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { AppError } from '../../lib/app-error';
import { sealCredentials } from '../../mailbox-providers/credentials';
import {
  LoginInputError,
  MailboxConnectError,
  type FormConnector,
  type MailboxGrant,
  type MailboxProvider,
} from '../../mailbox-providers/provider';
import type { MailboxOAuthClient } from '../../mailbox-providers/shared/mailbox-oauth';
import type { Session } from '../../plugins/session';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import {
  deleteConnectionById,
  findConnectionOfUser,
  isDisconnected,
  reconnectConnection,
  insertSealedConnection,
  updateConnectionLogin,
} from './connections.repository';
import { finishOAuthConnect, type OAuthConnectDependencies } from './oauth-connect.service';

export type ConnectDependencies = OAuthConnectDependencies & { rateLimiter: RateLimiter };

const TOO_MANY_LOGINS =
  'Too many attempts to connect a mailbox with a password. Please wait an hour and try again.';

/**
 * Each login form attempt is a login at someone's mail server. Only failed logins count (a hit
 * is counted before the login and given back when it worked), keyed by the signed-in person and
 * by the client's address, never by the mailbox typed: a count kept per mailbox would let anyone
 * lock its owner out. Enough for a person's typos; far too few to guess a password or to probe
 * servers, whether from one account or from many on one network.
 */
export const LOGIN_ATTEMPT_LIMITS = {
  perUser: {
    name: 'connect-login-failures:user',
    max: 10,
    windowSeconds: 60 * 60,
    message: TOO_MANY_LOGINS,
  },
  perClientIp: {
    name: 'connect-login-failures:ip',
    max: 30,
    windowSeconds: 60 * 60,
    message: TOO_MANY_LOGINS,
  },
} satisfies Record<string, RateLimitRule>;

/** Who is connecting: the signed-in person, and the address their call came from. */
export interface Caller {
  session: Session;
  clientIp: string;
}

/**
 * `_pfmDataRequest`, for every provider. Type 'connect': the provider grants access (its
 * consent screen, a login it checks, or at once) and this keeps the grant, sealed, and starts the
 * scan. The same mailbox again replaces the stored grant. Nothing is left behind on failure.
 */
export async function connectMailbox(
  deps: ConnectDependencies,
  { session, clientIp }: Caller,
  request: DataRequestBody,
) {
  const provider = deps.providers.get(providerIdOf(request.oauthProvider));
  const connector = provider?.connector;
  if (!provider || !connector) throw notAvailable('oauthProvider', 'Not configured');
  try {
    if (request.type === 'dsr') {
      if (connector.style !== 'oauth') {
        throw notAvailable(
          'oauthProvider',
          'This mailbox sends with the login it was connected with',
        );
      }
      return await allowSending(deps, session, provider, connector.client, request);
    }
    if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');
    switch (connector.style) {
      case 'oauth':
        return await keepGrant(deps, session.user.id, provider, () =>
          finishOAuthConnect(deps, session, connector.client, request),
        );
      case 'form':
        return await connectWithLogin(
          deps,
          { userId: session.user.id, clientIp },
          provider,
          connector,
          request,
        );
      case 'instant':
        return await keepGrant(deps, session.user.id, provider, async () => connector.grant());
    }
  } catch (error) {
    if (error instanceof MailboxConnectError) throw toAppError(error);
    if (error instanceof LoginInputError) {
      throw new AppError(
        'invalid_input',
        error.message,
        error.fields.map(({ field, message }) => ({ path: `body.requestBody.${field}`, message })),
      );
    }
    throw error;
  }
}

/**
 * A login form: input checked, the attempt counted, then the login tried at the provider. The
 * count is given back when the login worked, so only failures use up the limits.
 */
async function connectWithLogin(
  deps: ConnectDependencies,
  { userId, clientIp }: { userId: string; clientIp: string },
  provider: MailboxProvider,
  connector: FormConnector,
  request: DataRequestBody,
) {
  const address = request.emailId;
  if (!address) throw invalid('emailId', 'Enter the e-mail address of the mailbox.');
  const attempt = connector.prepare(address, request.login);
  // Refused before anything is counted or tried: a mailbox already connected another way.
  await requireNoOtherConnection(deps, userId, provider, address);
  const hits = [
    await deps.rateLimiter.consume(LOGIN_ATTEMPT_LIMITS.perUser, userId),
    await deps.rateLimiter.consume(LOGIN_ATTEMPT_LIMITS.perClientIp, clientIp),
  ];
  const grant = await attempt();
  await Promise.all(hits.map((hit) => hit.refund()));
  return keepGrant(deps, userId, provider, async () => grant);
}

/**
 * Keeps what the provider granted: the existing connection of the same mailbox gets the new
 * grant (a scan it had stopped goes on), a new one is inserted and its scan started. A
 * connection whose scan cannot be queued is taken back, so none sits at 0 % for good.
 */
async function keepGrant(
  deps: ConnectDependencies,
  userId: string,
  provider: MailboxProvider,
  obtain: () => Promise<MailboxGrant>,
) {
  const grant = await obtain();
  const queue = deps.queue!;
  const existing = await requireNoOtherConnection(deps, userId, provider, grant.address);
  if (existing && isDisconnected(existing)) {
    // The address was connected before and disconnected with requests sent: it comes back with
    // them, and its companies are found afresh.
    const connection = await reconnectConnection(deps.db, existing.id, {
      provider: provider.id,
      sealedCredentials: sealCredentials(deps.secretKey, existing.id, grant.credentials),
      settings: grant.settings,
      writePermission: grant.canSend ? 1 : 0,
      ...(grant.isAddressProven && !existing.addressProvedAt && { addressProvedAt: new Date() }),
    });
    if (!connection) throw alreadyConnected();
    await queue.send(mailboxScanJob, { connectionId: connection.id }, { isPersonWaiting: true });
    return connection;
  }
  if (existing) {
    // A proof of the address outlives a new login: the address, and so its owner, is the same.
    const connection = await updateConnectionLogin(deps.db, existing.id, {
      sealedCredentials: sealCredentials(deps.secretKey, existing.id, grant.credentials),
      settings: grant.settings,
      writePermission: grant.canSend ? 1 : 0,
      ...(grant.isAddressProven && !existing.addressProvedAt && { addressProvedAt: new Date() }),
    });
    if (connection.status === 'pending') {
      await queue.send(mailboxScanJob, { connectionId: connection.id }, { isPersonWaiting: true });
    }
    return connection;
  }
  const id = randomUUID();
  const connection = await insertSealedConnection(deps.db, {
    id,
    userId,
    provider: provider.id,
    address: grant.address,
    writePermission: grant.canSend ? 1 : 0,
    sealedCredentials: sealCredentials(deps.secretKey, id, grant.credentials),
    settings: grant.settings,
    addressProvedAt: grant.isAddressProven ? new Date() : null,
  });
  if (!connection) throw alreadyConnected();
  try {
    // The person watches for their first companies: this slice goes before other scans' next.
    await queue.send(mailboxScanJob, { connectionId: id }, { isPersonWaiting: true });
  } catch (error) {
    await deleteConnectionById(deps.db, id);
    throw error;
  }
  return connection;
}

/**
 * `_pfmDataRequest` with type 'dsr' (spec §4): the person consented to sending from a mailbox
 * that is already connected. Its grant is replaced by the new one, which covers reading too
 * (incremental consent), and the mailbox may send once the send scope was granted.
 */
async function allowSending(
  deps: ConnectDependencies,
  session: Session,
  provider: MailboxProvider,
  client: MailboxOAuthClient,
  request: DataRequestBody,
) {
  const grant = await finishOAuthConnect(deps, session, client, request);
  const existing = await findConnectionOfUser(deps.db, session.user.id, grant.address);
  if (!existing || isDisconnected(existing) || existing.provider !== provider.id) {
    throw new AppError(
      'not_found',
      'Connect this mailbox first, then allow it to send.',
      [{ path: 'body.requestBody.oauthCode', message: 'Not a connected mailbox' }],
      'NotConnected',
    );
  }
  if (!grant.canSend) {
    throw new AppError(
      'invalid_input',
      'Sending was not allowed, so Reclaim cannot send the request from this mailbox.',
      [{ path: 'body.requestBody.oauthCode', message: 'The send permission was not granted' }],
      'SendNotGranted',
    );
  }
  return updateConnectionLogin(deps.db, existing.id, {
    sealedCredentials: sealCredentials(deps.secretKey, existing.id, grant.credentials),
    settings: existing.settings,
    writePermission: 1,
  });
}

/**
 * The person's connection of this mailbox, if any; one made with another provider is refused,
 * unless it was disconnected: then the address may come back another way.
 */
async function requireNoOtherConnection(
  deps: ConnectDependencies,
  userId: string,
  provider: MailboxProvider,
  address: string,
) {
  const existing = await findConnectionOfUser(deps.db, userId, address);
  if (existing && !isDisconnected(existing) && existing.provider !== provider.id) {
    throw alreadyConnected();
  }
  return existing;
}

function toAppError(error: MailboxConnectError) {
  return new AppError(
    'invalid_input',
    error.message,
    [{ path: `body.requestBody.${error.field}`, message: error.detail }],
    error.reasonCode,
  );
}

function notAvailable(field: string, message: string) {
  return new AppError(
    'invalid_input',
    'This provider cannot be connected on this server.',
    [{ path: `body.requestBody.${field}`, message }],
    'ProviderNotAvailable',
  );
}

function invalid(field: string, message: string) {
  return new AppError('invalid_input', message, [
    { path: `body.requestBody.${field}`, message: 'Required' },
  ]);
}

function alreadyConnected() {
  return new AppError(
    'conflict',
    'This mailbox is already connected.',
    [{ path: 'body.requestBody.emailId', message: 'Already connected' }],
    'AlreadyConnected',
  );
}
