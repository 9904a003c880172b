import { createHash } from 'node:crypto';
import type { DBAdapter, DBAdapterInstance, Where } from 'better-auth/types';

/**
 * The database keeps a digest of each session token, never the token: a copy of the database
 * does not let its reader act as anyone signed in. The identity service looks sessions up by
 * the token of the cookie; this adapter turns every token it is given into its digest on the way
 * in and hands the token back on the way out, where it knows it (create, and a lookup by token).
 *
 * The token is 32 random characters (about 190 bits), so a plain SHA-256 is as safe as a keyed
 * one and lets a migration convert the rows already stored (0013_hashed-session-tokens).
 */
export function sessionTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function withHashedSessionTokens(instance: DBAdapterInstance): DBAdapterInstance {
  return (options) => {
    const adapter = instance(options);
    return {
      ...adapter,
      ...hashingSessionTokens(adapter),
      transaction: (callback) =>
        adapter.transaction((trx) => callback({ ...trx, ...hashingSessionTokens(trx) })),
    };
  };
}

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

type Row = Record<string, unknown>;

function hashingSessionTokens(adapter: Omit<DBAdapter, 'transaction'>) {
  const isSession = (model: string) => model === SESSION_MODEL;
  return {
    create: async <T extends Record<string, unknown>, R = T>(
      input: Parameters<DBAdapter['create']>[0],
    ): Promise<R> => {
      if (!isSession(input.model) || typeof input.data.token !== 'string') {
        return adapter.create<T, R>(input as { model: string; data: Omit<T, 'id'> });
      }
      const token = input.data.token;
      const data = { ...input.data, token: sessionTokenDigest(token) } as unknown as Omit<T, 'id'>;
      const row = await adapter.create<T, R>({ ...input, data });
      return withTokens(row, new Map([[sessionTokenDigest(token), token]]));
    },
    findOne: async <T>(input: Parameters<DBAdapter['findOne']>[0]): Promise<T | null> => {
      if (!isSession(input.model)) return adapter.findOne<T>(input);
      const { where, tokens } = digestWhere(input.where);
      return withTokens(await adapter.findOne<T>({ ...input, where }), tokens);
    },
    findMany: async <T>(input: Parameters<DBAdapter['findMany']>[0]): Promise<T[]> => {
      if (!isSession(input.model) || !input.where) return adapter.findMany<T>(input);
      const { where, tokens } = digestWhere(input.where);
      const rows = await adapter.findMany<T>({ ...input, where });
      return rows.map((row) => withTokens(row, tokens));
    },
    update: async <T>(input: Parameters<DBAdapter['update']>[0]): Promise<T | null> => {
      if (!isSession(input.model)) return adapter.update<T>(input);
      const { where, tokens } = digestWhere(input.where);
      const update = digestTokenOf(input.update);
      return withTokens(await adapter.update<T>({ ...input, where, update }), tokens);
    },
    updateMany: (input: Parameters<DBAdapter['updateMany']>[0]) =>
      adapter.updateMany(
        isSession(input.model)
          ? { ...input, where: digestWhere(input.where).where, update: digestTokenOf(input.update) }
          : input,
      ),
    count: (input: Parameters<DBAdapter['count']>[0]) =>
      adapter.count(
        isSession(input.model) && input.where
          ? { ...input, where: digestWhere(input.where).where }
          : input,
      ),
    delete: <T>(input: Parameters<DBAdapter['delete']>[0]) =>
      adapter.delete<T>(
        isSession(input.model) ? { ...input, where: digestWhere(input.where).where } : input,
      ),
    deleteMany: (input: Parameters<DBAdapter['deleteMany']>[0]) =>
      adapter.deleteMany(
        isSession(input.model) ? { ...input, where: digestWhere(input.where).where } : input,
      ),
    consumeOne: async <T>(input: Parameters<DBAdapter['consumeOne']>[0]): Promise<T | null> => {
      if (!isSession(input.model)) return adapter.consumeOne<T>(input);
      const { where, tokens } = digestWhere(input.where);
      return withTokens(await adapter.consumeOne<T>({ ...input, where }), tokens);
    },
  } satisfies Partial<DBAdapter>;
}

/** The conditions with each token replaced by its digest, and the tokens by their digest. */
function digestWhere(where: Where[]): { where: Where[]; tokens: Map<string, string> } {
  const tokens = new Map<string, string>();
  const digest = (token: string) => {
    const value = sessionTokenDigest(token);
    tokens.set(value, token);
    return value;
  };
  const digested = where.map((condition): Where => {
    if (condition.field !== TOKEN_FIELD) return condition;
    const { value } = condition;
    if (typeof value === 'string') return { ...condition, value: digest(value) };
    if (Array.isArray(value)) {
      return { ...condition, value: value.map((token) => digest(String(token))) };
    }
    return condition;
  });
  return { where: digested, tokens };
}

function digestTokenOf(update: Record<string, unknown>): Record<string, unknown> {
  return typeof update.token === 'string'
    ? { ...update, token: sessionTokenDigest(update.token) }
    : update;
}

/**
 * A row with its token given back where the caller named it; any other row keeps the digest,
 * which opens nothing (a lookup digests it again).
 */
function withTokens<R>(row: R, tokens: Map<string, string>): R {
  if (row === null || typeof row !== 'object') return row;
  const digest = (row as Row).token;
  const token = typeof digest === 'string' ? tokens.get(digest) : undefined;
  return token === undefined ? row : { ...row, token };
}
