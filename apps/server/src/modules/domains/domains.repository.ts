import type { DomainStatus, DomainTile } from '@reclaim/contract';
import { companies, deletionRequests, domainRecords, type Database } from '@reclaim/db';
import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DomainListPosition } from './domain-cursor';

/** Which records of one mailbox a list shows. Every part is optional except the mailbox. */
export interface DomainListFilter {
  connectionId: string;
  /** The dashboard cards whose records may appear (the list order index starts with the card). */
  tiles: readonly DomainTile[];
  /** Records with one of these statuses… */
  statuses: readonly DomainStatus[];
  /** …or pending and recommended. */
  includeRecommended: boolean;
  /** Only records whose first e-mail is at or after this date. */
  firstEmailSince?: Date;
  /** Lower-case text found in the domain or the company's name. */
  search?: string;
}

export type DomainListRow = Awaited<ReturnType<typeof listDomainRecords>>[number];

/**
 * One page of a mailbox's domain records in list order (rank, newest first, domain), with the
 * directory's row for each when it has one. Reads `limit` rows after `after`.
 */
export function listDomainRecords(
  db: Database,
  filter: DomainListFilter,
  after: DomainListPosition | undefined,
  limit: number,
) {
  return (
    db
      .select({
        record: domainRecords,
        company: companies,
        sortKey: sql<string>`${domainRecords.sortDate}::text`,
      })
      .from(domainRecords)
      .leftJoin(companies, eq(companies.domain, domainRecords.domain))
      .where(and(...listConditions(filter), after ? isAfter(after) : undefined))
      // Exactly the index's order (its sort date is DESC NULLS LAST), so Postgres reads the index in
      // order and stops after `limit` rows instead of sorting the whole mailbox.
      .orderBy(
        asc(domainRecords.listRank),
        sql`${domainRecords.sortDate} desc nulls last`,
        asc(domainRecords.domain),
      )
      .limit(limit)
  );
}

function listConditions(filter: DomainListFilter): (SQL | undefined)[] {
  const statusMatch = or(
    filter.statuses.length > 0 ? inArray(domainRecords.status, [...filter.statuses]) : undefined,
    filter.includeRecommended
      ? and(eq(domainRecords.status, 'pending'), eq(domainRecords.dsrRecommendation, 1))
      : undefined,
  );
  return [
    eq(domainRecords.connectionId, filter.connectionId),
    filter.tiles.length === 1
      ? eq(domainRecords.tile, filter.tiles[0]!)
      : inArray(domainRecords.tile, [...filter.tiles]),
    statusMatch,
    filter.firstEmailSince ? gte(domainRecords.firstEmailDate, filter.firstEmailSince) : undefined,
    filter.search ? matchesSearch(filter.search) : undefined,
  ];
}

function matchesSearch(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(${domainRecords.domain} like ${pattern} or lower(${companies.name}) like ${pattern})`;
}

/** Rows strictly after `position` in list order. */
function isAfter(position: DomainListPosition): SQL {
  const sortDate = sql`${position.sortDate}::timestamptz`;
  return or(
    gt(domainRecords.listRank, position.listRank),
    and(
      eq(domainRecords.listRank, position.listRank),
      or(
        lt(domainRecords.sortDate, sortDate),
        and(eq(domainRecords.sortDate, sortDate), gt(domainRecords.domain, position.domain)),
      ),
    ),
  )!;
}

/** The counts of spec §3 for one mailbox, in one pass over its records; people are not counted. */
export async function countDomainRecords(
  db: Database,
  connectionId: string,
  since: { oneMonth: Date; sixMonths: Date; oneYear: Date },
) {
  const byStatus = (status: DomainStatus) =>
    sql<number>`count(*) filter (where ${domainRecords.status} = ${status})::int`;
  const firstSince = (date: Date) =>
    sql<number>`count(*) filter (where ${domainRecords.firstEmailDate} >= ${date.toISOString()}::timestamptz)::int`;
  const [counts] = await db
    .select({
      neededDomain: byStatus('needed'),
      pendingDomain: byStatus('pending'),
      processingDomain: byStatus('processing'),
      failedDomain: byStatus('failed'),
      initiatedDomain: byStatus('initiated'),
      reclaimedDomain: byStatus('reclaimed'),
      recommendedDsrCount: sql<number>`count(*) filter (where ${domainRecords.listRank} = 0)::int`,
      oneMonthAgoCount: firstSince(since.oneMonth),
      sixMonthsAgoCount: firstSince(since.sixMonths),
      oneYearAgoCount: firstSince(since.oneYear),
    })
    .from(domainRecords)
    .where(and(eq(domainRecords.connectionId, connectionId), ne(domainRecords.tile, 'person')));
  return counts!;
}

/**
 * A mailbox's companies (people left out) by the year their first e-mail came, and how many of
 * each year are pending, needed, asked (a request under way, sent or failed) and done; oldest first.
 */
export async function countFootprint(db: Database, connectionId: string) {
  const year = sql<number>`extract(year from ${domainRecords.firstEmailDate})::int`;
  const inStatus = (...statuses: DomainStatus[]) =>
    sql<number>`count(*) filter (where ${inArray(domainRecords.status, statuses)})::int`;
  return db
    .select({
      year,
      pending: inStatus('pending'),
      needed: inStatus('needed'),
      asked: inStatus('processing', 'initiated', 'failed'),
      done: inStatus('reclaimed'),
    })
    .from(domainRecords)
    .where(and(eq(domainRecords.connectionId, connectionId), ne(domainRecords.tile, 'person')))
    .groupBy(year)
    .orderBy(year);
}

/**
 * Moves the named records of a mailbox from one of `from` to `to`, stamping the status date.
 * Returns the domains it moved; records in any other status are left as they are.
 */
export async function moveDomainStatus(
  db: Database,
  change: {
    connectionId: string;
    domains: readonly string[];
    from: readonly DomainStatus[];
    to: DomainStatus;
    now: Date;
  },
) {
  const rows = await db
    .update(domainRecords)
    .set({ status: change.to, statusDate: change.now, updatedAt: change.now })
    .where(
      and(
        eq(domainRecords.connectionId, change.connectionId),
        inArray(domainRecords.domain, [...change.domains]),
        inArray(domainRecords.status, [...change.from]),
      ),
    )
    .returning({ domain: domainRecords.domain });
  return rows.map((row) => row.domain);
}

/** The current status of each named record of a mailbox; unknown domains are absent. */
/**
 * Locks the records of `domains` until the transaction ends, in one order so two bulk changes
 * cannot deadlock: a change then reads each status as the change before it left it.
 */
export async function lockDomainRecords(
  tx: Database,
  connectionId: string,
  domains: readonly string[],
) {
  await tx
    .select({ id: domainRecords.id })
    .from(domainRecords)
    .where(
      and(
        eq(domainRecords.connectionId, connectionId),
        inArray(domainRecords.domain, [...domains]),
      ),
    )
    .orderBy(domainRecords.domain)
    .for('update');
}

export async function findDomainStatuses(
  db: Database,
  connectionId: string,
  domains: readonly string[],
) {
  const rows = await db
    .select({ domain: domainRecords.domain, status: domainRecords.status })
    .from(domainRecords)
    .where(
      and(
        eq(domainRecords.connectionId, connectionId),
        inArray(domainRecords.domain, [...domains]),
      ),
    );
  return new Map(rows.map((row) => [row.domain, row.status]));
}

/**
 * A company marked Completed closes its open erasure request too: the request is `reclaimed` from
 * then on, whatever the company answers. Its other requests (access, objection, correction) are
 * followed on their own.
 */
export async function completeOpenRequests(
  db: Database,
  change: { connectionId: string; domains: readonly string[]; now: Date },
) {
  if (change.domains.length === 0) return;
  await db
    .update(deletionRequests)
    .set({ status: 'reclaimed', completedAt: change.now, updatedAt: change.now })
    .where(
      and(
        eq(deletionRequests.connectionId, change.connectionId),
        inArray(deletionRequests.domain, [...change.domains]),
        eq(deletionRequests.requestType, 'erasure'),
        eq(deletionRequests.status, 'initiated'),
      ),
    );
}

/**
 * A Completed mark taken back: the company's erasure request is Submitted again, as it was sent,
 * and the company shows the date it was sent again, not the moment of the change.
 */
export async function reopenCompletedRequests(
  db: Database,
  change: { connectionId: string; domains: readonly string[]; now: Date },
) {
  if (change.domains.length === 0) return;
  const reopened = await db
    .update(deletionRequests)
    .set({ status: 'initiated', completedAt: null, updatedAt: change.now })
    .where(
      and(
        eq(deletionRequests.connectionId, change.connectionId),
        inArray(deletionRequests.domain, [...change.domains]),
        eq(deletionRequests.requestType, 'erasure'),
        eq(deletionRequests.status, 'reclaimed'),
      ),
    )
    .returning({
      domainRecordId: deletionRequests.domainRecordId,
      sentAt: deletionRequests.sentAt,
    });
  for (const request of reopened) {
    if (!request.sentAt) continue;
    await db
      .update(domainRecords)
      .set({ statusDate: request.sentAt })
      .where(eq(domainRecords.id, request.domainRecordId));
  }
}
