import { deletionRequests, domainRecords, mailboxConnections, type Database } from '@reclaim/db';
import { and, eq, inArray } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;
const GDPR_DUE_DAYS = 30;

/**
 * A sent deletion request for each company of `userId`'s mailbox that shows one (Submitted or
 * Reclaimed), as the request flow leaves them, so `_getDsrDetails` has something to answer.
 */
export async function seedDeletionRequests(db: Database, userId: string) {
  const records = await db
    .select({
      id: domainRecords.id,
      connectionId: domainRecords.connectionId,
      domain: domainRecords.domain,
      status: domainRecords.status,
      statusDate: domainRecords.statusDate,
    })
    .from(domainRecords)
    .innerJoin(mailboxConnections, eq(mailboxConnections.id, domainRecords.connectionId))
    .where(
      and(
        eq(mailboxConnections.userId, userId),
        inArray(domainRecords.status, ['initiated', 'reclaimed']),
      ),
    )
    .orderBy(domainRecords.domain);
  if (records.length === 0) return;
  await db.insert(deletionRequests).values(
    records.map((record) => {
      const sentAt = record.statusDate ?? new Date();
      return {
        domainRecordId: record.id,
        connectionId: record.connectionId,
        userId,
        domain: record.domain,
        recipient: `privacy@${record.domain}`,
        isRecipientVerified: true,
        jurisdiction: 'gdpr' as const,
        subject: 'Request to erase my personal data',
        html: `<p>Dear ${record.domain},</p><p>Please erase all personal data you hold about me.</p>`,
        status: record.status === 'reclaimed' ? ('reclaimed' as const) : ('initiated' as const),
        sentAt,
        dueAt: new Date(sentAt.getTime() + GDPR_DUE_DAYS * DAY_MS),
        completedAt: record.status === 'reclaimed' ? sentAt : null,
      };
    }),
  );
}
