import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Builds an `oidc-provider` storage adapter that keeps everything in this process's memory, so each
 * stand-in starts empty and forgets everything when it stops. Expired entries are dropped when read.
 */
export function createMemoryAdapter(): AdapterConstructor {
  const entries = new Map<string, Entry>();
  const keysByGrant = new Map<string, Set<string>>();
  const keysBySessionUid = new Map<string, string>();
  const keysByUserCode = new Map<string, string>();

  const read = (key: string | undefined): AdapterPayload | undefined => {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key as string);
      return undefined;
    }
    return structuredClone(entry.payload);
  };

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const key = this.keyFor(id);
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      entries.set(key, { payload: structuredClone(payload), expiresAt });

      if (payload.grantId) {
        const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
        keysByGrant.set(payload.grantId, keys.add(key));
      }
      if (this.model === 'Session' && payload.uid) keysBySessionUid.set(payload.uid, key);
      if (payload.userCode) keysByUserCode.set(payload.userCode, key);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return read(this.keyFor(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return read(keysBySessionUid.get(uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return read(keysByUserCode.get(userCode));
    }

    async consume(id: string): Promise<void> {
      const entry = entries.get(this.keyFor(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.keyFor(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
      keysByGrant.delete(grantId);
    }

    private keyFor(id: string): string {
      return `${this.model}:${id}`;
    }
  };
}
