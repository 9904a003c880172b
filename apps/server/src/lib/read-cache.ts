/** How long an answer is served from memory at most, for what changes with time alone. */
const DEFAULT_TTL_MS = 60_000;
/** Groups (mailboxes, users) kept; the least recently used go first. */
const DEFAULT_MAX_GROUPS = 2_000;
/** Answers kept per group (pages, filters, searches). */
const DEFAULT_MAX_ENTRIES = 32;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/** The cached answers of one group; replaced as a whole when the group changes. */
interface Group {
  entries: Map<string, Entry>;
}

export interface ReadCache {
  /**
   * The answer for `key` in `group`: from memory when a fresh one is there, else from `load`.
   * Concurrent misses share one load. An answer loaded while the group changed is not kept.
   */
  read<T>(group: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets a group's answers; the next read loads again. */
  invalidate(group: string): void;
  /** Forgets everything and, while `isEnabled` is false, keeps nothing. */
  reset(isEnabled: boolean): void;
}

/**
 * A small in-memory cache of database reads, grouped by what a change touches. It is only as
 * good as its invalidation: `startChangeNotifications` wires it to the database's notifications,
 * so a change committed by any process (a scan in a worker, a status change in another web
 * process) drops the affected group at once.
 */
export function createReadCache(
  options: { ttlMs?: number; maxGroups?: number; maxEntries?: number; now?: () => number } = {},
): ReadCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxGroups = options.maxGroups ?? DEFAULT_MAX_GROUPS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const groups = new Map<string, Group>();
  let isEnabled = true;

  const groupOf = (name: string): Group => {
    let group = groups.get(name);
    if (group) {
      // Map order is the recency order: move to the end.
      groups.delete(name);
    } else {
      group = { entries: new Map() };
      if (groups.size >= maxGroups) groups.delete(groups.keys().next().value!);
    }
    groups.set(name, group);
    return group;
  };

  return {
    read<T>(groupName: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!isEnabled) return load();
      const group = groupOf(groupName);
      const cached = group.entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<T>;
      const value = load();
      if (group.entries.size >= maxEntries)
        group.entries.delete(group.entries.keys().next().value!);
      group.entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failed load is not an answer; the next read tries again.
      value.catch(() => {
        if (group.entries.get(key)?.value === value) group.entries.delete(key);
      });
      return value;
    },
    invalidate(groupName) {
      groups.delete(groupName);
    },
    reset(enabled) {
      groups.clear();
      isEnabled = enabled;
    },
  };
}
