import { jobLanes, quotaLedgers, sessions, verifications, type Database } from '@reclaim/db';
import { lt } from 'drizzle-orm';
import { deleteUnconfirmedSignUps } from '../modules/identity/identity.repository';
import { deleteOutboxMessagesBefore } from '../modules/mail/outbox.repository';
import { deleteCountersBefore } from '../modules/rate-limit/rate-limit.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const OUTBOX_RETENTION_MS = 7 * DAY_MS;
/** How long a password sign-up may wait for its address to be confirmed (decision 44). */
export const UNCONFIRMED_SIGN_UP_RETENTION_MS = DAY_MS;

/**
 * Deletes only rows past their end, so running it twice changes nothing more: codes, sessions,
 * old counters, job lanes and quota ledgers idle for a day, outbox mail, and password sign-ups
 * left unconfirmed for a day.
 */
export async function purgeExpired(db: Database, now = new Date()) {
  await deleteUnconfirmedSignUps(db, new Date(now.getTime() - UNCONFIRMED_SIGN_UP_RETENTION_MS));
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await deleteCountersBefore(db, new Date(now.getTime() - DAY_MS));
  // A lane forgotten is one that never started: it goes first, as it would after a day anyway.
  await db.delete(jobLanes).where(lt(jobLanes.lastStartedAt, new Date(now.getTime() - DAY_MS)));
  // A process that stopped mid-scan leaves its quota row behind; nothing in it counts after a minute.
  await db.delete(quotaLedgers).where(lt(quotaLedgers.updatedAt, new Date(now.getTime() - DAY_MS)));
  await deleteOutboxMessagesBefore(db, new Date(now.getTime() - OUTBOX_RETENTION_MS));
}
