import { randomUUID } from 'node:crypto';
import { presetForAddress, type DataRequestBody, type ImapPreset } from '@reclaim/contract';
import { mailboxScanJob } from '../../jobs/mailbox-scan.job';
import { AppError } from '../../lib/app-error';
import { sealCredentials } from '../../mailbox-providers/credentials';
import {
  MailboxConnectError,
  type MailboxAccess,
  type MailboxSettings,
} from '../../mailbox-providers/provider';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import {
  deleteConnectionById,
  findConnectionOfUser,
  insertSealedConnection,
  updateConnectionLogin,
} from './connections.repository';
import type { ConnectionsDependencies } from './connections.service';

export type ImapConnectDependencies = ConnectionsDependencies & { rateLimiter: RateLimiter };

const TOO_MANY_ATTEMPTS =
  'Too many attempts to connect a mailbox with a password. Please wait an hour and try again.';

/**
 * Each attempt is a login at someone's mail server. Enough for a person's typos; far too few to
 * guess a password, whether from one account or from many aimed at one mailbox.
 */
export const IMAP_CONNECT_LIMITS = {
  perUser: {
    name: 'imap-connect:user',
    max: 10,
    windowSeconds: 60 * 60,
    message: TOO_MANY_ATTEMPTS,
  },
  perMailbox: {
    name: 'imap-connect:mailbox',
    max: 10,
    windowSeconds: 60 * 60,
    message: TOO_MANY_ATTEMPTS,
  },
} satisfies Record<string, RateLimitRule>;

const REASON_CODES: Record<MailboxConnectError['reason'], string> = {
  auth: 'AuthenticationFailed',
  host: 'HostNotFound',
  tls: 'TlsFailed',
  timeout: 'ConnectionFailed',
  protocol: 'ConnectionFailed',
  private: 'HostNotAllowed',
};

/**
 * Connects an IMAP mailbox (`oauthProvider` 'imap' or 'yahoo': the service is told by the
 * address). The login is tried first; only a login the server takes is stored, its password
 * sealed. The same address again replaces the stored login instead of adding a second mailbox.
 */
export async function connectImapMailbox(
  deps: ImapConnectDependencies,
  userId: string,
  request: DataRequestBody,
) {
  const address = request.emailId;
  if (!address) throw invalid('emailId', 'Enter the e-mail address of the mailbox.');
  if (!request.imap) throw invalid('imap', 'Enter the app password of the mailbox.');
  const { password, ...servers } = request.imap;
  const preset = presetForAddress(address);
  if (!preset.server && !servers.imapHost) {
    throw invalid('imap.imapHost', 'Enter the IMAP server of your mail service.');
  }
  if (!preset.server && !servers.smtpHost) {
    throw invalid('imap.smtpHost', 'Enter the SMTP server of your mail service.');
  }
  await deps.rateLimiter.consume(IMAP_CONNECT_LIMITS.perUser, userId);
  await deps.rateLimiter.consume(IMAP_CONNECT_LIMITS.perMailbox, address);

  const provider = deps.providers.get('imap');
  if (!provider?.verifyLogin) {
    throw new AppError(
      'invalid_input',
      'This provider cannot be connected on this server.',
      [{ path: 'body.requestBody.oauthProvider', message: 'Not configured' }],
      'ProviderNotAvailable',
    );
  }
  const existing = await findConnectionOfUser(deps.db, userId, address);
  if (existing && existing.provider !== 'imap') throw alreadyConnected();
  if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');

  const settings: MailboxSettings = servers;
  const access: MailboxAccess = {
    address,
    credentials: { kind: 'password', username: address, password },
    settings,
  };
  try {
    await provider.verifyLogin(access);
  } catch (error) {
    throw error instanceof MailboxConnectError ? connectFailure(error, preset) : error;
  }
  // `preset` names the service in the connection list (Yahoo) without reading the address again.
  const stored = { ...settings, preset: preset.id };
  if (existing) {
    const connection = await updateConnectionLogin(deps.db, existing.id, {
      sealedCredentials: sealCredentials(deps.secretKey, existing.id, access.credentials),
      settings: stored,
    });
    // A scan stopped for the old password goes on; a finished one waits for Rescan.
    if (connection.status === 'pending') {
      await deps.queue.send(mailboxScanJob, { connectionId: connection.id });
    }
    return connection;
  }
  const id = randomUUID();
  const connection = await insertSealedConnection(deps.db, {
    id,
    userId,
    provider: 'imap',
    address,
    // The login sends too (SMTP), so deletion requests can go out from this mailbox.
    writePermission: 1,
    sealedCredentials: sealCredentials(deps.secretKey, id, access.credentials),
    settings: stored,
  });
  if (!connection) throw alreadyConnected();
  try {
    await deps.queue.send(mailboxScanJob, { connectionId: id });
  } catch (error) {
    // A connection whose scan never starts would sit at 0 % for good: take it back.
    await deleteConnectionById(deps.db, id);
    throw error;
  }
  return connection;
}

/** A refused login in words the person can act on; Yahoo and the like want an app password. */
function connectFailure(error: MailboxConnectError, preset: ImapPreset) {
  const isAuth = error.reason === 'auth';
  const message =
    isAuth && preset.needsAppPassword
      ? `${preset.label} did not accept this address and password. ${preset.label} needs an ` +
        'app password, not your usual password: create one in your account security settings' +
        `${preset.appPasswordUrl ? ` (${preset.appPasswordUrl})` : ''} and enter it here.`
      : error.message;
  const field = isAuth ? 'imap.password' : 'imap';
  return new AppError(
    'invalid_input',
    message,
    [{ path: `body.requestBody.${field}`, message: error.message }],
    REASON_CODES[error.reason],
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
