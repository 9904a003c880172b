import { domainRecords, mailboxConnections, senderCorrections, type Database } from '@reclaim/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { mergeAggregates, type DomainAggregate } from './aggregate-page';
import { isRecommended } from './recommendation';

export interface ScanCheckpoint {
  connectionId: string;
  /** The cursor this page was read from; the commit is refused if the stored one differs. */
  readFrom: Record<string, unknown> | null;
  /** The stored cursor after this page: where the next page starts, or the sync position. */
  next: Record<string, unknown> | null;
  progress: number;
  isComplete: boolean;
  /** The page starts the mailbox over: earlier counts are dropped before this page's are added. */
  isRestart?: boolean;
  aggregates: Map<string, DomainAggregate>;
}

/** Another worker committed this page first, or the connection was reset or removed. */
export class StaleScanError extends Error {
  constructor() {
    super('The scan moved on without this page');
    this.name = 'StaleScanError';
  }
}

/**
 * Writes one page's aggregates and the scan checkpoint in one transaction, after checking (under a
 * row lock) that the stored cursor is still the one the page was read from. A crash before commit
 * loses both, a crash after keeps both, and a page committed twice is refused: the aggregates equal
 * those of one uninterrupted scan.
 */
export async function commitScanPage(db: Database, checkpoint: ScanCheckpoint, now = new Date()) {
  await db.transaction(async (tx) => {
    const [connection] = await tx
      .select({ scanCursor: mailboxConnections.scanCursor, userId: mailboxConnections.userId })
      .from(mailboxConnections)
      // A mailbox disconnected meanwhile takes no more findings.
      .where(
        and(
          eq(mailboxConnections.id, checkpoint.connectionId),
          isNull(mailboxConnections.disconnectedAt),
        ),
      )
      .for('update');
    if (!connection || !isSameCursor(connection.scanCursor, checkpoint.readFrom)) {
      throw new StaleScanError();
    }
    if (checkpoint.isRestart) await resetCounts(tx, checkpoint.connectionId);
    const domains = [...checkpoint.aggregates.keys()];
    if (domains.length > 0) {
      const existing = await tx
        .select()
        .from(domainRecords)
        .where(
          and(
            eq(domainRecords.connectionId, checkpoint.connectionId),
            inArray(domainRecords.domain, domains),
          ),
        );
      const byDomain = new Map(existing.map((row) => [row.domain, row]));
      const corrections = await correctionsOf(tx, connection.userId, domains);
      const rows = domains.map((domain) => {
        const row = byDomain.get(domain);
        const merged = mergeAggregates(
          row && {
            count: row.emailCount,
            first: row.firstEmailDate,
            last: row.lastEmailDate,
            samples: row.samples,
            // A record emptied for a new scan takes the new scan's judgement.
            looksPersonal: row.emailCount === 0 || row.looksPersonal,
          },
          checkpoint.aggregates.get(domain)!,
        );
        const status = row?.status ?? 'pending';
        const correction = corrections.get(domain) ?? null;
        return {
          connectionId: checkpoint.connectionId,
          domain,
          emailCount: merged.count,
          firstEmailDate: merged.first,
          lastEmailDate: merged.last,
          // The person said it is a person: nothing of its mail is kept.
          samples: correction === 'person' ? [] : merged.samples,
          looksPersonal: merged.looksPersonal,
          kindCorrection: correction,
          dsrRecommendation: status === 'pending' && isRecommended(merged.last, now) ? 1 : 0,
          updatedAt: now,
        };
      });
      await tx
        .insert(domainRecords)
        .values(rows)
        .onConflictDoUpdate({
          target: [domainRecords.connectionId, domainRecords.domain],
          set: {
            emailCount: sql`excluded.email_count`,
            firstEmailDate: sql`excluded.first_email_date`,
            lastEmailDate: sql`excluded.last_email_date`,
            samples: sql`excluded.samples`,
            looksPersonal: sql`excluded.looks_personal`,
            kindCorrection: sql`excluded.kind_correction`,
            dsrRecommendation: sql`excluded.dsr_recommendation`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await tx
      .update(mailboxConnections)
      .set({
        scanCursor: checkpoint.next,
        scanPercentage: checkpoint.isComplete
          ? 100
          : Math.min(99, Math.max(0, Math.round(checkpoint.progress))),
        status: checkpoint.isComplete ? 'completed' : 'pending',
        lastScannedAt: checkpoint.isComplete ? now : undefined,
        updatedAt: now,
      })
      .where(eq(mailboxConnections.id, checkpoint.connectionId));
  });
}

/** What the person said of each of `domains`, when they said anything. */
async function correctionsOf(
  tx: Pick<Database, 'select'>,
  userId: string,
  domains: readonly string[],
) {
  const rows = await tx
    .select({ domain: senderCorrections.domain, kind: senderCorrections.kind })
    .from(senderCorrections)
    .where(and(eq(senderCorrections.userId, userId), inArray(senderCorrections.domain, domains)));
  return new Map(rows.map((row) => [row.domain, row.kind]));
}

/**
 * Forgets what a scan counted so far: companies the person has not acted on go; the others keep
 * their status and dates, with counts and samples emptied for the new scan to fill.
 */
async function resetCounts(tx: Pick<Database, 'delete' | 'update'>, connectionId: string) {
  await tx
    .delete(domainRecords)
    .where(and(eq(domainRecords.connectionId, connectionId), eq(domainRecords.status, 'pending')));
  await tx
    .update(domainRecords)
    .set({ emailCount: 0, samples: [] })
    .where(eq(domainRecords.connectionId, connectionId));
}

/** Compares cursors as JSON values; jsonb does not keep key order. */
export function isSameCursor(a: unknown, b: unknown): boolean {
  return stableJson(a ?? null) === stableJson(b ?? null);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
