import type { Database } from '@reclaim/db';
import { sql } from 'drizzle-orm';

/**
 * Every table, in every schema of the database (the job queue's included), with a row whose text
 * holds one of `needles`, case aside: `schema.table` names.
 */
export async function rowsNaming(db: Database, needles: string[]): Promise<string[]> {
  const query = async <Row>(statement: ReturnType<typeof sql>) => {
    // PGlite and node-postgres both answer with `rows`; Drizzle types them apart.
    const result: unknown = await db.execute(statement);
    return (result as { rows: Row[] }).rows;
  };
  const naming: string[] = [];
  for (const name of await tableNames(db)) {
    const conditions = needles.map((n) => sql`strpos(lower(t::text), lower(${n})) > 0`);
    const [found] = await query<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(name)} t where ${sql.join(conditions, sql` or `)}`,
    );
    if ((found?.n ?? 0) > 0) naming.push(name);
  }
  return naming;
}

/**
 * The text of every row, in every table, that holds one of `needles`, as `schema.table: row`,
 * sorted: a snapshot of what the database keeps about someone, to compare before and after.
 * One statement over all tables, so it can be taken after every request of a fuzzing run.
 */
export async function rowTextsNaming(db: Database, needles: string[]): Promise<string[]> {
  const conditions = needles.map((n) => sql`strpos(lower(t::text), lower(${n})) > 0`);
  const selects = (await tableNames(db)).map(
    (name) =>
      sql`select ${name} || ': ' || t::text as row from ${sql.raw(name)} t where ${sql.join(conditions, sql` or `)}`,
  );
  const result: unknown = await db.execute(sql.join(selects, sql` union all `));
  return (result as { rows: { row: string }[] }).rows.map(({ row }) => row).sort();
}

async function tableNames(db: Database): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
    from information_schema.tables
    where table_type = 'BASE TABLE'
      and table_schema not in ('pg_catalog', 'information_schema')
    order by 1`);
  return (result as { rows: { name: string }[] }).rows.map(({ name }) => name);
}
