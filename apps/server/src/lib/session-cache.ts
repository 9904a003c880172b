import { createHash } from 'node:crypto';

/** How long a checked session is trusted from memory at most. */
const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_SESSIONS = 10_000;
/** About 2,000 bytes an ordinary session: room for all of `DEFAULT_MAX_SESSIONS` of them. */
const DEFAULT_MAX_BYTES = 32 * 2 ** 20;
/** A session larger than this share of the bytes is not kept: one row must not push out the rest. */
const LARGEST_SHARE = 1 / 64;
/** What a kept session costs besides its text: the entry, its key, the index by user. */
const ENTRY_OVERHEAD_BYTES = 512;

interface CachedSession<S> {
  session: S;
  userId: string;
  expiresAt: number;
  bytes: number;
}

export interface SessionCache {
  /**
   * The session of this session token (as the request carried it, signature and all): from
   * memory when it was checked recently and nothing about its user changed since, else from
   * `load`. The caller must only pass a token it will have `load` check; a session is kept only
   * when `isOfToken` says the loaded session is that token's own.
   */
  read<S extends { user: { id: string }; session: { expiresAt: Date } }>(
    token: string,
    load: () => Promise<S | null>,
    isOfToken: (session: S) => boolean,
  ): Promise<S | null>;
  /** Forgets every session of a user (signed out, password changed, account deleted…). */
  invalidateUser(userId: string): void;
  /** Forgets everything and, while `isEnabled` is false, keeps nothing. */
  reset(isEnabled: boolean): void;
  /** How many sessions are kept, and the estimate of their bytes. */
  readonly size: { sessions: number; bytes: number };
}

/**
 * An estimate of the memory a session takes: two bytes a character of its JSON (strings may be
 * stored two bytes a character), plus the entry's own. The session carries the user's row, whose
 * size is whatever the database holds: it is measured, never assumed.
 */
function estimateBytes(session: unknown) {
  return JSON.stringify(session).length * 2 + ENTRY_OVERHEAD_BYTES;
}

/**
 * Checked sessions kept in memory, so a busy page does not look up the same session for every
 * call. Safe only with change notifications: any change to a user's sessions or account, in any
 * process, drops that user's entries at once (migration 0004, `sessions_changed`). A lookup that
 * raced with such a change is used once but not kept. Entries are keyed by a digest of the
 * session token alone, so what else a request carries cannot make new ones; they are bounded in
 * number and in bytes (the oldest go first), and expired ones are dropped whenever one is added.
 */
export function createSessionCache(
  options: { ttlMs?: number; maxSessions?: number; maxBytes?: number; now?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  /** In the order they were added: the oldest first. */
  const sessions = new Map<string, CachedSession<unknown>>();
  const byUser = new Map<string, Set<string>>();
  let bytes = 0;
  let isEnabled = true;
  /** Moves on with every invalidation; a lookup that saw it move is not kept. */
  let generation = 0;

  const forget = (key: string) => {
    const cached = sessions.get(key);
    if (!cached) return;
    sessions.delete(key);
    bytes -= cached.bytes;
    const keys = byUser.get(cached.userId)!;
    keys.delete(key);
    if (keys.size === 0) byUser.delete(cached.userId);
  };

  /**
   * Drops the expired entries at the old end, then the oldest until `entryBytes` more fit. Every
   * entry expires within `ttlMs` of being added, so none outlives the ones added after it by more
   * than that; and nothing is added without this running first, so nothing expired piles up.
   */
  const makeRoom = (entryBytes: number) => {
    const current = now();
    for (const [key, cached] of sessions) {
      const isFull = sessions.size >= maxSessions || bytes + entryBytes > maxBytes;
      if (cached.expiresAt > current && !isFull) break;
      forget(key);
    }
  };

  return {
    async read(token, load, isOfToken) {
      if (!isEnabled) return load();
      const key = createHash('sha256').update(token).digest('base64url');
      const cached = sessions.get(key);
      if (cached && cached.expiresAt > now()) {
        return cached.session as Awaited<ReturnType<typeof load>>;
      }
      forget(key);
      const startedAt = generation;
      const session = await load();
      if (!session || !isEnabled || generation !== startedAt || !isOfToken(session)) {
        return session;
      }
      const entryBytes = estimateBytes(session);
      if (entryBytes > maxBytes * LARGEST_SHARE) return session;
      // Two requests with one token may have loaded it at once: keep one entry, not two.
      forget(key);
      makeRoom(entryBytes);
      const expiresAt = Math.min(now() + ttlMs, session.session.expiresAt.getTime());
      sessions.set(key, { session, userId: session.user.id, expiresAt, bytes: entryBytes });
      bytes += entryBytes;
      let keys = byUser.get(session.user.id);
      if (!keys) byUser.set(session.user.id, (keys = new Set()));
      keys.add(key);
      return session;
    },
    invalidateUser(userId) {
      generation += 1;
      for (const key of byUser.get(userId) ?? []) forget(key);
    },
    reset(enabled) {
      generation += 1;
      sessions.clear();
      byUser.clear();
      bytes = 0;
      isEnabled = enabled;
    },
    get size() {
      return { sessions: sessions.size, bytes };
    },
  };
}
