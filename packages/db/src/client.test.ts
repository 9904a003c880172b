import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { hearLostConnections } from './client';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a pooled connection lost while checked out', () => {
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => {})));
  });
  const poolOf = () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    hearLostConnections(pool);
    pools.push(pool);
    return pool;
  };
  const cut = async (pid: number) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
  };

  it('goes back to the pool even when its holder never gives it back', async () => {
    const pool = poolOf();
    const lost = await pool.connect();
    const { rows } = await lost.query<{ pid: number }>('select pg_backend_pid() as pid');
    await cut(rows[0]!.pid);
    // The holder's next statement fails, and the holder walks away without releasing it.
    await expect(lost.query('begin')).rejects.toThrow();

    // The pool's only place is free again: a statement runs, and the pool can be closed.
    const { rows: after } = await pool.query<{ one: number }>('select 1 as one');
    expect(after).toEqual([{ one: 1 }]);
    expect(pool.totalCount).toBe(1);
    await pool.end();
  });

  it('lets its holder release it afterwards, to no effect', async () => {
    const pool = poolOf();
    const lost = await pool.connect();
    const { rows } = await lost.query<{ pid: number }>('select pg_backend_pid() as pid');
    await cut(rows[0]!.pid);
    await expect(lost.query('select 1')).rejects.toThrow();

    expect(() => lost.release()).not.toThrow();
    const kept = await pool.connect();
    expect(kept).not.toBe(lost);
    kept.release();
    expect(pool.idleCount).toBe(1);
  });

  it('is discarded when its holder releases it as soon as a statement failed for the loss', async () => {
    const pool = poolOf();
    const lost = await pool.connect();
    // The server's FATAL answer reaches the statement before the socket ends: the holder's
    // release comes in between.
    await lost.query('select pg_terminate_backend(pg_backend_pid())').then(
      () => expect.fail('the statement ends its own connection'),
      () => lost.release(),
    );

    const kept = await pool.connect();
    expect(kept).not.toBe(lost);
    await expect(kept.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    kept.release();
  });

  it('is released once, by its holder, when its connection stays up', async () => {
    const pool = poolOf();
    const client = await pool.connect();
    client.release();
    expect(() => client.release()).toThrow(/already been released/);
    expect(pool.idleCount).toBe(1);
  });
});
