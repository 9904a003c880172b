import {
  DATA_NOT_FOUND_MESSAGE,
  TILE_STATUSES,
  type PeopleListResponse,
  type SenderKind,
} from '@reclaim/contract';
import { domainRecords, mailboxConnections, senderCorrections } from '@reclaim/db';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { DomainsDependencies } from './domains.service';

/** People a page of `_getPeople` holds. */
export const PEOPLE_PAGE_SIZE = 50;

/**
 * `domainKind/_update`: the person says who a sender's domain is, for all their mailboxes, now
 * and in every later scan. A person leaves every list and count and its samples are dropped; a
 * company comes back (its samples with the next scan). A domain a request went to stays a
 * company: 409.
 */
export async function updateSenderKind(
  deps: DomainsDependencies,
  userId: string,
  change: { domainName: string; kind: SenderKind },
) {
  const { domainName: domain, kind } = change;
  const { updated, connectionIds } = await deps.db.transaction(async (tx) => {
    const records = await tx
      .select({ id: domainRecords.id, status: domainRecords.status })
      .from(domainRecords)
      .innerJoin(mailboxConnections, eq(mailboxConnections.id, domainRecords.connectionId))
      .where(and(eq(mailboxConnections.userId, userId), eq(domainRecords.domain, domain)))
      .for('update', { of: domainRecords });
    if (records.length === 0) {
      throw new AppError('not_found', `No mailbox of yours has mail from ${domain}.`, [
        { path: 'body.requestBody.domainName', message: 'Not found in your mailboxes' },
      ]);
    }
    // Only a sender of the Companies card (nothing asked of it yet) may be called a person.
    const asked = records.find((record) => !TILE_STATUSES.pending.includes(record.status));
    if (kind === 'person' && asked) {
      throw new AppError(
        'conflict',
        `A deletion request went to ${domain}, so it stays among your companies.`,
        [{ path: 'body.requestBody.kind', message: 'A request went to this company' }],
        'InvalidStatusTransition',
      );
    }
    await tx
      .insert(senderCorrections)
      .values({ userId, domain, kind })
      .onConflictDoUpdate({
        target: [senderCorrections.userId, senderCorrections.domain],
        set: { kind, createdAt: new Date() },
      });
    const rows = await tx
      .update(domainRecords)
      .set({
        kindCorrection: kind,
        ...(kind === 'person' ? { samples: [] } : {}),
        updatedAt: new Date(),
      })
      .where(
        inArray(
          domainRecords.id,
          records.map((record) => record.id),
        ),
      )
      .returning({ connectionId: domainRecords.connectionId });
    return { updated: rows.length, connectionIds: new Set(rows.map((row) => row.connectionId)) };
  });
  // The notification reaches every process; this one need not wait for it.
  for (const id of connectionIds) deps.cache?.invalidate(`mailbox:${id}`);
  return updated;
}

/**
 * `_getPeople`: the senders judged people, by the scan or by the person, over all the person's
 * mailboxes, in domain order; `after` is the last domain of the previous page.
 */
export async function listPeople(
  deps: DomainsDependencies,
  userId: string,
  after: string | null | undefined,
): Promise<PeopleListResponse> {
  const rows = await deps.db
    .select({
      domain: domainRecords.domain,
      emailIds: sql<
        string[]
      >`array_agg(${mailboxConnections.address} order by ${mailboxConnections.address})`,
      count: sql<number>`sum(${domainRecords.emailCount})::int`,
      first: sql<string>`min(${domainRecords.firstEmailDate})`,
      last: sql<string>`max(${domainRecords.lastEmailDate})`,
      isCorrected: sql<boolean>`coalesce(bool_or(${domainRecords.kindCorrection} = 'person'), false)`,
    })
    .from(domainRecords)
    .innerJoin(mailboxConnections, eq(mailboxConnections.id, domainRecords.connectionId))
    .where(
      and(
        eq(mailboxConnections.userId, userId),
        eq(domainRecords.tile, 'person'),
        after ? gt(domainRecords.domain, after) : undefined,
      ),
    )
    .groupBy(domainRecords.domain)
    .orderBy(asc(domainRecords.domain))
    .limit(PEOPLE_PAGE_SIZE + 1);
  const page = rows.slice(0, PEOPLE_PAGE_SIZE);
  return {
    status: 200,
    message: page.length > 0 ? 'Success' : DATA_NOT_FOUND_MESSAGE,
    data: {
      responseListObject: page.map((row) => ({
        domainName: row.domain,
        emailIds: row.emailIds,
        noOfEmails: row.count,
        firstEmailDate: new Date(row.first).toISOString(),
        lastEmailDate: new Date(row.last).toISOString(),
        isCorrected: row.isCorrected,
      })),
      lastKey: rows.length > PEOPLE_PAGE_SIZE ? page.at(-1)!.domain : null,
    },
  };
}
