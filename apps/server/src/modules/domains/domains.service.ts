import {
  DATA_NOT_FOUND_MESSAGE,
  DOMAIN_PAGE_SIZE,
  monthsBefore,
  TILE_STATUSES,
  domainListResponseSchema,
  type DomainCounts,
  type DomainListResponse,
  type DomainListStatus,
  type DomainRecord,
  type DomainStatus,
  type DomainTile,
  type FootprintYear,
} from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import { JsonAnswer } from '../../lib/call-route';
import type { ReadCache } from '../../lib/read-cache';
import { findConnectionOfUser } from '../connections/connections.repository';
import {
  findOpenRequestDomains,
  lockCompaniesOfPerson,
} from '../deletion-requests/deletion-requests.repository';
import { companyFields } from './company-fields';
import { decodeDomainCursor, encodeDomainCursor, type DomainListPosition } from './domain-cursor';
import {
  countDomainRecords,
  countFootprint,
  findDomainStatuses,
  lockDomainRecords,
  listDomainRecords,
  completeOpenRequests,
  moveDomainStatus,
  reopenCompletedRequests,
  type DomainListFilter,
  type DomainListRow,
} from './domains.repository';

export interface DomainsDependencies {
  db: Database;
  /** Answers kept in memory until the database says they changed (see lib/read-cache.ts). */
  cache?: ReadCache;
  now?: () => Date;
}

/** The counts' key among a mailbox's cached answers, whose lists have JSON arrays as keys. */
// Stryker disable next-line StringLiteral: any key but a JSON array names the counts alike
const COUNTS_KEY = 'counts';
// Stryker disable next-line StringLiteral: as the counts' key
const FOOTPRINT_KEY = 'footprint';

function cached<T>(deps: DomainsDependencies, group: string, key: string, load: () => Promise<T>) {
  return deps.cache ? deps.cache.read(group, key, load) : load();
}

/** What a list call asks for, after validation. */
interface ListQuery {
  emailId: string;
  parsedEmailDataId?: string | null;
  monthFlag?: 1 | 6 | 12 | null;
  domainName?: string;
}

/**
 * The statuses a person may move a record between (spec §4): marking as needed and back,
 * completing a submitted request, and taking a Completed mark back (to initiated, the request as
 * it was sent). Sending a request is the request flow's part.
 */
const ALLOWED_FROM: Record<
  'needed' | 'pending' | 'reclaimed' | 'initiated',
  readonly DomainStatus[]
> = {
  needed: ['pending'],
  pending: ['needed'],
  reclaimed: ['initiated'],
  initiated: ['reclaimed'],
};

/** `_get`: the records of one mailbox with the given statuses ('recommended' included). */
export async function listDomainsByStatus(
  deps: DomainsDependencies,
  userId: string,
  query: ListQuery & { status: DomainListStatus[] },
) {
  // Stryker disable MethodExpression,ConditionalExpression,StringLiteral: no record has the status 'recommended', so leaving it among the statuses matches no more records; the filter is for the type
  const statuses = query.status.filter(
    (status): status is DomainStatus => status !== 'recommended',
  );
  // Stryker restore MethodExpression,ConditionalExpression,StringLiteral
  const includeRecommended = query.status.includes('recommended');
  const tiles = tilesOf(includeRecommended ? [...statuses, 'pending'] : statuses);
  return listDomains(deps, userId, query, { tiles, statuses, includeRecommended });
}

/** `_get/v2`: one dashboard card's records, with the card's Hide Needed / Show Recommended filters. */
export async function listDomainsOfTile(
  deps: DomainsDependencies,
  userId: string,
  query: ListQuery & {
    tile: DomainTile;
    showRecommendedDomain: boolean;
    hideNeededDomain: boolean;
  },
) {
  const tileStatuses = TILE_STATUSES[query.tile];
  if (query.tile !== 'pending') {
    return listDomains(deps, userId, query, {
      tiles: [query.tile],
      statuses: tileStatuses,
      // Stryker disable next-line BooleanLiteral: the recommended records it would add are pending, and no pending record is on this card
      includeRecommended: false,
    });
  }
  // Show Recommended narrows the card to the recommended records; Hide Needed drops the needed.
  const statuses: DomainStatus[] = query.showRecommendedDomain ? [] : ['pending'];
  if (!query.hideNeededDomain) statuses.push('needed');
  return listDomains(deps, userId, query, {
    tiles: ['pending'],
    statuses,
    includeRecommended: true,
  });
}

async function listDomains(
  deps: DomainsDependencies,
  userId: string,
  query: ListQuery,
  selection: Pick<DomainListFilter, 'tiles' | 'statuses' | 'includeRecommended'>,
): Promise<JsonAnswer<DomainListResponse>> {
  const after = query.parsedEmailDataId ? decodeDomainCursor(query.parsedEmailDataId) : undefined;
  const connection = await requireMailbox(deps, userId, query.emailId);
  const key = JSON.stringify([selection, query.monthFlag, query.domainName, after]);
  return cached(deps, `mailbox:${connection.id}`, key, async () =>
    JsonAnswer.of(
      domainListResponseSchema,
      await readDomainPage(deps, connection, query, selection, after),
    ),
  );
}

async function readDomainPage(
  deps: DomainsDependencies,
  connection: { id: string; address: string },
  query: ListQuery,
  selection: Pick<DomainListFilter, 'tiles' | 'statuses' | 'includeRecommended'>,
  after: DomainListPosition | undefined,
): Promise<DomainListResponse> {
  const now = deps.now?.() ?? new Date();
  const rows = await listDomainRecords(
    deps.db,
    {
      connectionId: connection.id,
      ...selection,
      firstEmailSince: query.monthFlag ? monthsBefore(now, query.monthFlag) : undefined,
      search: query.domainName || undefined,
    },
    after,
    DOMAIN_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, DOMAIN_PAGE_SIZE);
  const last = page.at(-1);
  const lastKey =
    rows.length > DOMAIN_PAGE_SIZE && last
      ? encodeDomainCursor({
          listRank: last.record.listRank,
          sortDate: last.sortKey,
          domain: last.record.domain,
        })
      : null;
  return {
    status: 200,
    message: page.length > 0 ? 'Success' : DATA_NOT_FOUND_MESSAGE,
    data: {
      responseListObject: page.map((row) => toDomainRecord(row, connection.address)),
      lastKey,
    },
  };
}

/** `_getAllDomain`: the counts of spec §3 for one mailbox. */
export async function countDomains(
  deps: DomainsDependencies,
  userId: string,
  emailId: string,
): Promise<DomainCounts> {
  const connection = await requireMailbox(deps, userId, emailId);
  return cached(deps, `mailbox:${connection.id}`, COUNTS_KEY, () => {
    const now = deps.now?.() ?? new Date();
    return countDomainRecords(deps.db, connection.id, {
      oneMonth: monthsBefore(now, 1),
      sixMonths: monthsBefore(now, 6),
      oneYear: monthsBefore(now, 12),
    });
  });
}

/** `_getFootprint`: the mailbox's companies by the year they first wrote, and where they stand. */
export async function footprintOf(
  deps: DomainsDependencies,
  userId: string,
  emailId: string,
): Promise<FootprintYear[]> {
  const connection = await requireMailbox(deps, userId, emailId);
  return cached(deps, `mailbox:${connection.id}`, FOOTPRINT_KEY, () =>
    countFootprint(deps.db, connection.id),
  );
}

/**
 * `_update` and `_bulkUpdate`: moves the named records to `status` when spec §4 allows it from
 * their current status. All or nothing: an unknown domain is a 404 and a move §4 does not allow a
 * 409, and then no record changes. A record already in `status` counts as done.
 */
export async function updateDomainStatus(
  deps: DomainsDependencies,
  userId: string,
  change: { emailId: string; status: keyof typeof ALLOWED_FROM; domains: readonly string[] },
) {
  const connection = await requireMailbox(deps, userId, change.emailId);
  const domains = [...new Set(change.domains)];
  const now = deps.now?.() ?? new Date();
  const updated = await deps.db.transaction(async (tx) => {
    // Without the lock, a change made by another request since this statement began would be
    // invisible to the move yet visible to the check below: a 409 for an allowed change.
    await lockDomainRecords(tx, connection.id, domains);
    const moved = await moveDomainStatus(tx, {
      connectionId: connection.id,
      domains,
      from: ALLOWED_FROM[change.status],
      to: change.status,
      now,
    });
    if (change.status === 'reclaimed') {
      await completeOpenRequests(tx, { connectionId: connection.id, domains: moved, now });
    }
    if (change.status === 'initiated') {
      // One open erasure request per company: not when another mailbox has asked again since.
      await lockCompaniesOfPerson(tx, userId, moved);
      const open = await findOpenRequestDomains(tx, userId, moved, 'erasure');
      if (open.length > 0) {
        throw new AppError(
          'conflict',
          `A request to ${open.join(', ')} is open from another of your mailboxes.`,
          [{ path: 'body.requestBody.domainName', message: 'Already requested' }],
          'RequestAlreadyOpen',
        );
      }
      await reopenCompletedRequests(tx, { connectionId: connection.id, domains: moved, now });
    }
    if (moved.length === domains.length) return moved.length;
    const statuses = await findDomainStatuses(tx, connection.id, domains);
    const unknown = domains.filter((domain) => !statuses.has(domain));
    if (unknown.length > 0) {
      throw new AppError('not_found', `No such company in this mailbox: ${unknown.join(', ')}.`, [
        { path: 'body.requestBody.domainName', message: 'Not found in this mailbox' },
      ]);
    }
    const refused = domains.filter((domain) => statuses.get(domain) !== change.status);
    if (refused.length > 0) {
      const [first] = refused;
      throw new AppError(
        'conflict',
        `Cannot mark ${refused.join(', ')} as ${change.status}: ${first} is ${statuses.get(first!)}.`,
        [{ path: 'body.requestBody.status', message: 'Not allowed from the current status' }],
        'InvalidStatusTransition',
      );
    }
    return moved.length;
  });
  // The notification reaches every process; this one need not wait for it.
  deps.cache?.invalidate(`mailbox:${connection.id}`);
  return updated;
}

/** The caller's own mailbox with this address; anyone else's is simply not found. */
async function requireMailbox(deps: DomainsDependencies, userId: string, emailId: string) {
  const connection = await cached(deps, `user:${userId}`, `mailbox:${emailId}`, async () => {
    const row = await findConnectionOfUser(deps.db, userId, emailId);
    return row ? { id: row.id, address: row.address } : null;
  });
  if (!connection) {
    throw new AppError('not_found', 'No connected mailbox has this address.', [
      { path: 'body.requestBody.emailId', message: 'Not one of your connected mailboxes' },
    ]);
  }
  return connection;
}

function tilesOf(statuses: readonly DomainStatus[]): DomainTile[] {
  // Stryker disable next-line MethodExpression: the statuses alone pick the same records from every card; naming just their cards lets the list read its index
  const tiles = Object.entries(TILE_STATUSES)
    .filter(([, members]) => members.some((status) => statuses.includes(status)))
    .map(([tile]) => tile as DomainTile);
  return tiles;
}

function toDomainRecord({ record, company }: DomainListRow, address: string): DomainRecord {
  return {
    id: record.id,
    ...companyFields(record, company, address),
    statusDate: record.statusDate?.toISOString() ?? null,
    status: record.status,
    dueDate: record.requestDueAt?.toISOString() ?? null,
    failureReason: record.status === 'failed' ? record.requestFailureReason : null,
    bouncedContact: record.status === 'failed' ? record.requestBouncedRecipient : null,
    sendingNote: record.status === 'processing' ? record.requestFailureReason : null,
    companyReply:
      record.requestRepliedAt && record.status !== 'failed'
        ? {
            date: record.requestRepliedAt.toISOString(),
            subject: record.requestReplySubject ?? '',
          }
        : null,
    reminderSentAt:
      record.requestReminderSentAt && record.status !== 'failed'
        ? record.requestReminderSentAt.toISOString()
        : null,
    outcome:
      record.requestOutcome && record.status !== 'failed'
        ? { outcome: record.requestOutcome, reason: record.requestOutcomeReason }
        : null,
  };
}
