import type { DatabaseHandle } from '@reclaim/db';
import type { ReadCache } from './read-cache';
import type { SessionCache } from './session-cache';

/**
 * Keeps the in-memory caches true to the database: each change notification (migration 0004)
 * drops what it touches, whoever committed the change. While notifications cannot be heard, the
 * caches are off, since a change could go unnoticed. Resolves to a function that stops listening.
 */
export async function startChangeNotifications(
  database: Pick<DatabaseHandle, 'listen'>,
  caches: { reads: ReadCache; sessions: SessionCache },
): Promise<() => Promise<void>> {
  const handlers: Record<string, (payload: string) => void> = {
    domain_records_changed: (connectionId) => caches.reads.invalidate(`mailbox:${connectionId}`),
    mailbox_connections_changed: (userId) => caches.reads.invalidate(`user:${userId}`),
    sessions_changed: (userId) => caches.sessions.invalidateUser(userId),
  };
  const setEnabled = (isEnabled: boolean) => {
    caches.reads.reset(isEnabled);
    caches.sessions.reset(isEnabled);
  };
  return database.listen(Object.keys(handlers), {
    onNotify: (channel, payload) => handlers[channel]?.(payload),
    onLost: () => setEnabled(false),
    onListening: () => setEnabled(true),
  });
}
