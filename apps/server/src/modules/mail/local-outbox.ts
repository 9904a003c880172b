import type { Database } from '@reclaim/db';
import {
  hasOutboxMessageStartingWith,
  insertOutboxMessage,
  type OutboxMessageInput,
} from './outbox.repository';

/** The local outbox (`/dev/outbox`), where mail that must never leave this server is kept. */
export interface LocalOutbox {
  deliver(message: OutboxMessageInput): Promise<void>;
  /** Whether a message whose first line is `firstLine` was delivered (and not purged since). */
  hasDelivered(firstLine: string): Promise<boolean>;
}

export function createLocalOutbox(db: Database): LocalOutbox {
  return {
    deliver: async (message) => void (await insertOutboxMessage(db, message)),
    hasDelivered: (firstLine) => hasOutboxMessageStartingWith(db, firstLine),
  };
}
