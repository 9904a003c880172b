import type { Database } from '@reclaim/db';
import {
  hasOutboxMessageStartingWith,
  insertOutboxMessage,
  listOutboxMessagesTo,
  type OutboxMessageInput,
} from './outbox.repository';

/** The local outbox (`/dev/outbox`), where mail that must never leave this server is kept. */
export interface LocalOutbox {
  deliver(message: OutboxMessageInput): Promise<void>;
  /** Whether a message whose first line is `firstLine` was delivered (and not purged since). */
  hasDelivered(firstLine: string): Promise<boolean>;
  /** What was delivered to `recipient` by `now`, newest first (the demo mailbox's inbox). */
  receivedBy(
    recipient: string,
    now: Date,
  ): Promise<{ text: string; subject: string; createdAt: Date }[]>;
}

export function createLocalOutbox(db: Database): LocalOutbox {
  return {
    deliver: async (message) => void (await insertOutboxMessage(db, message)),
    hasDelivered: (firstLine) => hasOutboxMessageStartingWith(db, firstLine),
    receivedBy: (recipient, now) => listOutboxMessagesTo(db, recipient, now),
  };
}
