import { createHash } from 'node:crypto';

/** How long a checked session is trusted from memory at most. */
const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_SESSIONS = 10_000;

interface CachedSession<S> {
  session: S;
  userId: string;
  expiresAt: number;
}

export interface SessionCache {
  /**
   * The session for these credentials (the Cookie or Authorization header): from memory when it
   * was checked recently and nothing about its user changed since, else from `load`.
   */
  read<S extends { user: { id: string }; session: { expiresAt: Date } }>(
    credentials: string,
    load: () => Promise<S | null>,
  ): Promise<S | null>;
  /** Forgets every session of a user (signed out, password changed, account deleted…). */
  invalidateUser(userId: string): void;
  /** Forgets everything and, while `isEnabled` is false, keeps nothing. */
  reset(isEnabled: boolean): void;
}

/**
 * Checked sessions kept in memory, so a busy page does not look up the same session for every
 * call. Safe only with change notifications: any change to a user's sessions or account, in any
 * process, drops that user's entries at once (migration 0004, `sessions_changed`). A lookup that
 * raced with such a change is used once but not kept. Credentials are kept only as hashes.
 */
export function createSessionCache(
  options: { ttlMs?: number; maxSessions?: number; now?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, CachedSession<unknown>>();
  const byUser = new Map<string, Set<string>>();
  let isEnabled = true;
  /** Moves on with every invalidation; a lookup that saw it move is not kept. */
  let generation = 0;

  const forget = (key: string) => {
    const cached = sessions.get(key);
    if (!cached) return;
    sessions.delete(key);
    byUser.get(cached.userId)?.delete(key);
  };

  return {
    async read(credentials, load) {
      if (!isEnabled || credentials === '') return load();
      const key = createHash('sha256').update(credentials).digest('base64url');
      const cached = sessions.get(key);
      if (cached && cached.expiresAt > now()) {
        return cached.session as Awaited<ReturnType<typeof load>>;
      }
      forget(key);
      const startedAt = generation;
      const session = await load();
      if (!session || !isEnabled || generation !== startedAt) return session;
      if (sessions.size >= maxSessions) forget(sessions.keys().next().value!);
      const expiresAt = Math.min(now() + ttlMs, session.session.expiresAt.getTime());
      sessions.set(key, { session, userId: session.user.id, expiresAt });
      let keys = byUser.get(session.user.id);
      if (!keys) byUser.set(session.user.id, (keys = new Set()));
      keys.add(key);
      return session;
    },
    invalidateUser(userId) {
      generation += 1;
      for (const key of byUser.get(userId) ?? []) sessions.delete(key);
      byUser.delete(userId);
    },
    reset(enabled) {
      generation += 1;
      sessions.clear();
      byUser.clear();
      isEnabled = enabled;
    },
  };
}
