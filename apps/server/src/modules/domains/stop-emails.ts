import { escapeHtml, type StopEmailsMethod } from '@reclaim/contract';
import type { Database, ListUnsubscribe } from '@reclaim/db';
import { domainRecords } from '@reclaim/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { fetchPublic, PrivateHostError, type OutboundPolicy } from '../../lib/outbound';
import type { ReadCache } from '../../lib/read-cache';
import type { ProviderRegistry } from '../../mailbox-providers/registry';
import { accessOfConnection, unlessReconnectNeeded } from '../connections/connection-access';
import { findConnectionOfUser } from '../connections/connections.repository';
import {
  RECONNECT_MESSAGE,
  requireSendingMailbox,
} from '../deletion-requests/deletion-requests.service';
import { unsubscribeOf } from './company-fields';

export interface StopEmailsDependencies {
  db: Database;
  /** Public addresses only, but for a test's stand-in. */
  unsubscribePolicy: OutboundPolicy;
  /** For an unsubscribe by e-mail, sent from the person's mailbox. */
  providers: ProviderRegistry;
  secretKey: Buffer;
  /** The host of our Message-IDs (the public URL's). */
  messageIdDomain: string;
  cache?: ReadCache;
  now?: () => Date;
}

/** RFC 8058 §3.1: the one body a one-click unsubscribe POST carries. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
/** A sender answers at once (RFC 8058 §3.2 asks it to); a slow one is told again later. */
const TIMEOUT_MS = 15_000;
/** The answer is not read: only its status says whether the unsubscribe was taken. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** What an unsubscribe e-mail says when the address asks for no subject or body of its own. */
const UNSUBSCRIBE_WORD = 'unsubscribe';

const DOMAIN_FIELD = 'body.requestBody.domainName';

type Mailto = NonNullable<ListUnsubscribe['mailto']>;
type Connection = NonNullable<Awaited<ReturnType<typeof findConnectionOfUser>>>;

/**
 * "Stop their e-mails" for one company of one of the caller's mailboxes, the way the company's
 * newest mail that says how to unsubscribe asks for:
 *
 * - its one-click address (RFC 8058): the server POSTs `List-Unsubscribe=One-Click` to it, only
 *   if it is public (the guard of every address someone outside chose), with no cookie, no
 *   credential and no redirect followed (RFC 8058 §3.2); any 2xx is taken as done;
 * - else, or when that POST is refused, its `mailto:` (RFC 2369): an e-mail with the subject and
 *   body it names, sent from the person's own mailbox, which must be allowed to send.
 *
 * Records when it was done and returns it with the way it took.
 */
export async function stopEmails(
  deps: StopEmailsDependencies,
  userId: string,
  target: { emailId: string; domain: string },
): Promise<{ stoppedAt: Date; method: StopEmailsMethod }> {
  const connection = await findConnectionOfUser(deps.db, userId, target.emailId);
  if (!connection) {
    throw new AppError('not_found', 'No connected mailbox has this address.', [
      { path: 'body.requestBody.emailId', message: 'Not one of your connected mailboxes' },
    ]);
  }
  const where = and(
    eq(domainRecords.connectionId, connection.id),
    eq(domainRecords.domain, target.domain),
  );
  const [record] = await deps.db
    .select({ id: domainRecords.id, samples: domainRecords.samples })
    .from(domainRecords)
    .where(where);
  if (!record) {
    throw new AppError('not_found', `No such company in this mailbox: ${target.domain}.`, [
      { path: DOMAIN_FIELD, message: 'Not found in this mailbox' },
    ]);
  }
  const unsubscribe = unsubscribeOf(record.samples);
  if (!unsubscribe?.oneClick && !unsubscribe?.mailto) {
    throw new AppError(
      'conflict',
      `${target.domain}'s e-mails do not say how to unsubscribe.`,
      [{ path: DOMAIN_FIELD, message: 'No unsubscribe address' }],
      'NoUnsubscribe',
    );
  }

  const method = await unsubscribeThrough(unsubscribe, {
    oneClick: (url) => postOneClick(url, target.domain, deps.unsubscribePolicy),
    email: (mailto) => sendUnsubscribeMail(deps, connection, mailto, record.id),
  });
  const stoppedAt = deps.now?.() ?? new Date();
  await deps.db
    .update(domainRecords)
    .set({ emailsStoppedAt: stoppedAt, updatedAt: stoppedAt })
    .where(where);
  deps.cache?.invalidate(`mailbox:${connection.id}`);
  return { stoppedAt, method };
}

/**
 * One-click where the company offers it; its mailto where it does not, or where the one-click
 * was refused (a refusal is not the last word where the company also takes an e-mail).
 */
async function unsubscribeThrough(
  unsubscribe: ListUnsubscribe,
  ways: { oneClick: (url: string) => Promise<void>; email: (mailto: Mailto) => Promise<void> },
): Promise<StopEmailsMethod> {
  if (unsubscribe.oneClick) {
    try {
      await ways.oneClick(unsubscribe.oneClick);
      return 'one-click';
    } catch (error) {
      if (!unsubscribe.mailto) throw error;
    }
  }
  await ways.email(unsubscribe.mailto!);
  return 'email';
}

async function postOneClick(url: string, domain: string, policy: OutboundPolicy) {
  const refused = (why: string) =>
    new AppError('bad_gateway', `${domain} did not take the unsubscribe: ${why}.`, [
      { path: DOMAIN_FIELD, message: why },
    ]);
  let status: number;
  try {
    ({ status } = await fetchPublic(url, {
      policy,
      userAgent: 'Reclaim unsubscribe',
      body: { contentType: 'application/x-www-form-urlencoded', text: ONE_CLICK_BODY },
      maxRedirects: 0,
      maxBytes: MAX_ANSWER_BYTES,
      timeoutMs: TIMEOUT_MS,
      accepts: () => false,
    }));
  } catch (error) {
    if (error instanceof PrivateHostError) throw refused('its address is not on the internet');
    throw refused('it could not be reached');
  }
  if (status < 200 || status > 299) throw refused(`it answered ${status}`);
}

/**
 * The unsubscribe e-mail the company's address asks for, from the person's mailbox (it lands in
 * their Sent folder). Sending it twice does no harm, so it needs none of a request's once-only
 * bookkeeping: the Message-ID only makes each one its own.
 */
async function sendUnsubscribeMail(
  deps: StopEmailsDependencies,
  connection: Connection,
  mailto: Mailto,
  recordId: string,
) {
  requireSendingMailbox(deps, connection);
  const provider = deps.providers.get(connection.provider)!;
  const messageId = `<unsubscribe-${recordId}-${Date.now().toString(36)}@${deps.messageIdDomain}>`;
  const sent = await unlessReconnectNeeded(deps.db, connection.id, () =>
    provider.send(accessOfConnection(deps, connection), {
      to: mailto.to,
      subject: mailto.subject || UNSUBSCRIBE_WORD,
      html: `<p>${escapeHtml(mailto.body || UNSUBSCRIBE_WORD)}</p>`,
      messageId,
    }),
  );
  if (!sent) {
    throw new AppError(
      'conflict',
      RECONNECT_MESSAGE,
      [{ path: 'body.requestBody.emailId', message: 'Needs reconnecting' }],
      'NeedsReconnect',
    );
  }
}
