import type { AccountExport } from '@reclaim/contract';
import {
  accounts,
  bouncedRecipients,
  deletionRequests,
  domainRecords,
  feedback,
  mailboxConnections,
  referralVisits,
  requestAnswers,
  senderCorrections,
  users,
  type Database,
} from '@reclaim/db';
import { asc, eq } from 'drizzle-orm';
import { toRecordedAnswer } from '../deletion-requests/deletion-requests.repository';
import { getPreferences } from './preferences';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything Reclaim holds about the person (issue "download my data"): the account, the
 * mailboxes without their secrets, what was found in each, every request as sent, the feedback
 * they gave while signed in, and the visits through their referral links. Null for an unknown
 * user. Feedback sent signed out only names an address, which anyone can type: it is no proof
 * that the account's owner wrote it, so it stays out of the file.
 */
export async function exportAccount(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<AccountExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const { residence } = await getPreferences(db, userId);
  const [signIns, mailboxes, companies, corrections, requests, answers, bounces, notes, visits] =
    await Promise.all([
      db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.providerId)),
      db
        .select()
        .from(mailboxConnections)
        .where(eq(mailboxConnections.userId, userId))
        .orderBy(asc(mailboxConnections.createdAt)),
      db
        .select({ record: domainRecords, mailbox: mailboxConnections.address })
        .from(domainRecords)
        .innerJoin(mailboxConnections, eq(mailboxConnections.id, domainRecords.connectionId))
        .where(eq(mailboxConnections.userId, userId))
        .orderBy(asc(mailboxConnections.address), asc(domainRecords.domain)),
      db
        .select()
        .from(senderCorrections)
        .where(eq(senderCorrections.userId, userId))
        .orderBy(asc(senderCorrections.domain)),
      db
        .select({ request: deletionRequests, mailbox: mailboxConnections.address })
        .from(deletionRequests)
        .innerJoin(mailboxConnections, eq(mailboxConnections.id, deletionRequests.connectionId))
        .where(eq(mailboxConnections.userId, userId))
        .orderBy(asc(deletionRequests.createdAt)),
      db
        .select()
        .from(requestAnswers)
        .where(eq(requestAnswers.userId, userId))
        .orderBy(asc(requestAnswers.createdAt)),
      db
        .select()
        .from(bouncedRecipients)
        .where(eq(bouncedRecipients.userId, userId))
        .orderBy(asc(bouncedRecipients.domain), asc(bouncedRecipients.address)),
      db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(asc(feedback.createdAt)),
      db
        .select({ medium: referralVisits.medium, createdAt: referralVisits.createdAt })
        .from(referralVisits)
        .where(eq(referralVisits.referrerId, userId))
        .orderBy(asc(referralVisits.createdAt)),
    ]);
  return {
    exportedAt: iso(now),
    account: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: iso(user.createdAt),
      signInMethods: signIns.map((signIn) => signIn.providerId),
      residence,
    },
    mailboxes: mailboxes.map((mailbox) => ({
      address: mailbox.address,
      provider: mailbox.provider,
      connectedAt: iso(mailbox.createdAt),
      disconnectedAt: isoOrNull(mailbox.disconnectedAt),
      scanStatus: mailbox.status,
      lastScannedAt: isoOrNull(mailbox.lastScannedAt),
      maySend: mailbox.writePermission === 1,
      addressProvedAt: isoOrNull(mailbox.addressProvedAt),
      aliases: mailbox.aliases,
      // Settings hold no secret (credentials are sealed apart); the scan cursor is bookkeeping.
      settings: mailbox.settings,
    })),
    companies: companies.map(({ record, mailbox }) => ({
      mailbox,
      domain: record.domain,
      status: record.status,
      statusDate: isoOrNull(record.statusDate),
      firstEmailDate: iso(record.firstEmailDate),
      lastEmailDate: iso(record.lastEmailDate),
      emailCount: record.emailCount,
      isPerson: record.tile === 'person',
      // With each sample, how its message said to unsubscribe, as kept (decision 74).
      samples: record.samples,
      emailsStoppedAt: isoOrNull(record.emailsStoppedAt),
    })),
    senderCorrections: corrections.map((correction) => ({
      domain: correction.domain,
      kind: correction.kind,
      correctedAt: iso(correction.createdAt),
    })),
    deletionRequests: requests.map(({ request, mailbox }) => ({
      mailbox,
      domain: request.domain,
      recipient: request.recipient,
      jurisdiction: request.jurisdiction,
      requestType: request.requestType,
      language: request.language,
      subject: request.subject,
      html: request.html,
      status: request.status,
      failureReason: request.failureReason,
      createdAt: iso(request.createdAt),
      sentAt: isoOrNull(request.sentAt),
      dueAt: isoOrNull(request.dueAt),
      completedAt: isoOrNull(request.completedAt),
      repliedAt: isoOrNull(request.repliedAt),
      replySubject: request.replySubject,
      firstRepliedAt: isoOrNull(request.firstRepliedAt),
      outcome: { outcome: request.outcome, reason: request.outcomeReason },
      answers: answers.filter((answer) => answer.requestId === request.id).map(toRecordedAnswer),
    })),
    bouncedRecipients: bounces.map((bounce) => ({
      domain: bounce.domain,
      address: bounce.address,
      reason: bounce.reason,
      bouncedAt: iso(bounce.bouncedAt),
    })),
    feedback: notes.map((note) => ({
      message: note.message,
      rating: note.rating,
      email: note.email,
      createdAt: iso(note.createdAt),
    })),
    referralVisits: visits.map((visit) => ({
      medium: visit.medium,
      visitedAt: iso(visit.createdAt),
    })),
  };
}
