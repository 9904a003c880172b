import { companies, type Database } from '@reclaim/db';
import { inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DirectoryEntry } from './directory-entry';

export type Company = typeof companies.$inferSelect;

/** Rows per statement: well under Postgres's 65,535 parameters at 13 columns a row. */
const BATCH_SIZE = 500;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/*
 * The merge of an incoming row (`excluded`) into a stored one (`companies`), in SQL so that a whole
 * batch is one statement. Sources rank builtin > datenanfragen > justdeleteme; "wins" means the
 * incoming source ranks at least as high as the source the stored row carries. Every expression
 * below uses fixed identifiers only, never input, so building them as raw SQL is safe.
 */
const rank = (column: string) => `(case ${column}
  when 'builtin' then 3 when 'datenanfragen' then 2 when 'justdeleteme' then 1 else 0 end)`;
const WINS = `(${rank('excluded.source')} >= ${rank('companies.source')})`;
/** The winner's value when it has one; a source that says nothing never erases what another said. */
const pick = (column: string) => `(case when ${WINS}
  then coalesce(excluded.${column}, companies.${column})
  else coalesce(companies.${column}, excluded.${column}) end)`;
const EMAIL = pick('dsr_contact_email');
const LOSING_EMAIL = `(case when ${WINS}
  then companies.dsr_contact_email else excluded.dsr_contact_email end)`;
/** A field only datenanfragen has: its import writes it, whatever it says; no other source does. */
const datenanfragenOnly = (column: string) => `(case when excluded.source = 'datenanfragen'
  then excluded.${column} else companies.${column} end)`;

const MERGED: Record<string, string> = {
  name: `(case when ${WINS} then excluded.name else companies.name end)`,
  url: pick('url'),
  dsr_contact_email: EMAIL,
  // The address that lost keeps a place as the alternative contact, if that place is free.
  dsr_alternative_email: `coalesce(${pick('dsr_alternative_email')},
    case when lower(${LOSING_EMAIL}) <> lower(${EMAIL}) then ${LOSING_EMAIL} end)`,
  deletion_url: pick('deletion_url'),
  categories: `(case
    when cardinality(excluded.categories) > 0
      and (${WINS} or cardinality(companies.categories) = 0) then excluded.categories
    else companies.categories end)`,
  is_verified: '(companies.is_verified or excluded.is_verified)',
  source: `(case when ${WINS} then excluded.source else companies.source end)`,
  countries: datenanfragenOnly('countries'),
  preferred_channel: datenanfragenOnly('preferred_channel'),
  web_form_url: datenanfragenOnly('web_form_url'),
  required_identity: datenanfragenOnly('required_identity'),
};
const COLUMNS = Object.keys(MERGED);
const STORED_ROW = COLUMNS.map((column) => `companies.${column}`).join(', ');
const MERGED_ROW = COLUMNS.map((column) => MERGED[column]).join(', ');
const CHANGED = sql.raw(`(${STORED_ROW}) is distinct from (${MERGED_ROW})`);

/**
 * Writes directory rows in one transaction: all of them or, on any error, none. Each row is merged
 * into what is stored, field by field:
 *
 * - A source ranks builtin (curated names of the 100 popular sites) > datenanfragen (checked
 *   privacy contacts) > justdeleteme (account deletion pages; its e-mails are often support desks).
 * - For name, home page, contact e-mail and deletion page, the higher-ranked source's value wins,
 *   but an empty value never replaces a stored one: datenanfragen's e-mail survives a JustDeleteMe
 *   import, which only adds its deletion page.
 * - A contact e-mail that loses becomes the alternative contact when there is none yet.
 * - Categories are replaced only by a non-empty list; `isVerified` stays true once a source says so.
 * - The stored `source` is the highest-ranked source that has written the row.
 * - How to reach the company (countries, preferred channel, web form, required identification)
 *   is datenanfragen's alone: its latest import sets it, even to empty, whatever the row's source;
 *   the other sources, which know none of it, leave it as it is.
 *
 * The result does not depend on import order, and re-importing the same data changes nothing.
 */
export async function upsertCompanies(
  db: Database,
  entries: readonly DirectoryEntry[],
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    for (let start = 0; start < entries.length; start += BATCH_SIZE) {
      const batch = entries.slice(start, start + BATCH_SIZE);
      const written = await tx
        .insert(companies)
        .values(batch.map((entry) => ({ ...entry, dsrAlternativeEmail: null })))
        .onConflictDoUpdate({
          target: companies.domain,
          set: {
            ...Object.fromEntries(COLUMNS.map((c) => [toCamelCase(c), sql.raw(MERGED[c]!)])),
            updatedAt: sql`now()`,
          },
          setWhere: CHANGED,
        })
        // xmax is 0 only on a row this statement inserted; rows left unchanged are not returned.
        .returning({ isInserted: sql<boolean>`(xmax = 0)` });
      const inserted = written.filter((row) => row.isInserted).length;
      counts.inserted += inserted;
      counts.updated += written.length - inserted;
      counts.unchanged += batch.length - written.length;
    }
  });
  return counts;
}

/** The stored rows of these domains (lower-case registrable domains). */
export async function findCompaniesByDomains(
  db: Database,
  domains: readonly string[],
): Promise<Company[]> {
  const rows: Company[] = [];
  for (let start = 0; start < domains.length; start += BATCH_SIZE) {
    const batch = domains.slice(start, start + BATCH_SIZE);
    rows.push(...(await db.select().from(companies).where(inArray(companies.domain, batch))));
  }
  return rows;
}

/** How many rows the directory holds, by source. */
export async function countCompaniesBySource(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ source: companies.source, count: sql<number>`count(*)::int` })
    .from(companies)
    .groupBy(companies.source);
  return Object.fromEntries(rows.map((row) => [row.source, row.count]));
}

/**
 * Whether any row holds something only an imported data set writes: a row of its own, or a contact
 * or deletion page on a built-in site (built-in rows keep `source = 'builtin'` after an import).
 */
export async function hasImportedCompanies(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ domain: companies.domain })
    .from(companies)
    .where(
      or(
        ne(companies.source, 'builtin'),
        isNotNull(companies.dsrContactEmail),
        isNotNull(companies.deletionUrl),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function toCamelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
