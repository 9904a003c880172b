import type { Database } from '@reclaim/db';
import { sql } from 'drizzle-orm';
import { countSendAttemptsSince } from '../modules/deletion-requests/deletion-requests.repository';

/**
 * What every job that sends from a person's mailbox shares (`deletion-request.send`,
 * `deletion-request.remind`): the mailbox's sending limits, and how a provider's error is judged.
 */

/** A mailbox may not send more now; the caller retries after `waitSeconds`. */
export class SendLimitReachedError extends Error {
  constructor(readonly waitSeconds: number) {
    super(`The mailbox reached its sending limit; retry in ${waitSeconds} s`);
  }
}

/**
 * How long to wait before this mailbox may hand over one more e-mail, 0 when it may now: a full
 * window for a daily limit would be too long, so an e-mail over it looks again within the hour.
 * Requests and reminders count alike: the provider counts e-mails.
 */
export async function waitForSendLimits(
  db: Database,
  connectionId: string,
  limits: readonly { max: number; seconds: number }[],
  now: Date,
) {
  let wait = 0;
  for (const { max, seconds } of limits) {
    const since = new Date(now.getTime() - seconds * 1000);
    if ((await countSendAttemptsSince(db, connectionId, since)) >= max) {
      wait = Math.max(wait, Math.min(seconds, 60 * 60));
    }
  }
  return wait;
}

/**
 * Takes the mailbox's turn to hand over one e-mail: when it is within its limits, `recordAttempt`
 * records the attempt (which counts against them) and 0 is returned; otherwise the wait, and
 * nothing is recorded. The check and the record are one transaction under a lock on the mailbox,
 * so two jobs of one mailbox, in one worker process or two, cannot both take its last e-mail.
 */
export async function takeSendTurn(
  db: Database,
  connectionId: string,
  limits: readonly { max: number; seconds: number }[],
  now: Date,
  recordAttempt: (tx: Database) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`send:${connectionId}`}))`);
    const wait = await waitForSendLimits(tx, connectionId, limits, now);
    if (wait === 0) await recordAttempt(tx);
    return wait;
  });
}

/**
 * The provider refused the message for good (a 4xx answer other than throttling, an SMTP 5xx
 * reply such as an unknown recipient): retrying would get the same answer.
 */
export function isRefusal(error: unknown) {
  const { status, responseCode } = (error ?? {}) as { status?: unknown; responseCode?: unknown };
  if (typeof status === 'number')
    return status >= 400 && status < 500 && ![408, 429].includes(status);
  return typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * The mail server refused the recipient's address itself (a permanent SMTP refusal of `RCPT TO`):
 * another address may work, the same one will not. Returns the server's reply, or null.
 */
export function recipientRefusalOf(error: unknown): string | null {
  const { command, responseCode, response } = (error ?? {}) as {
    command?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  if (command !== 'RCPT TO' || typeof responseCode !== 'number' || responseCode < 550) return null;
  return typeof response === 'string' ? response : String(responseCode);
}

/** A provider's error as the person reads it, after `what` ("the request", "the reminder"). */
export function describeFailure(error: unknown, what = 'the request') {
  const message = error instanceof Error ? error.message : String(error);
  return `The mailbox could not send ${what}: ${message}`.slice(0, 500);
}
