import type {
  CompanyAnswerKind,
  DenialReason,
  Jurisdiction,
  LetterLanguage,
  ProgressReason,
  RequestOutcome,
  RequestStatus,
  RequestType,
} from '@reclaim/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { domainRecords, mailboxConnections } from './mailboxes';

/**
 * A data subject request sent, or being sent, from a person's own mailbox to one company. The
 * request id goes into the e-mail's Message-ID, so a retry after a crash can find the e-mail in
 * Sent instead of sending it twice. What was sent is kept: the person's own words to the company.
 * It is the person's evidence that they asked: it belongs to their account and outlives the
 * mailbox it was sent from (a disconnected mailbox keeps it, decision 59).
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    domainRecordId: uuid()
      .notNull()
      .references(() => domainRecords.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => mailboxConnections.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
    recipient: text().notNull(),
    /** The recipient came from a data set; a `privacy@<domain>` guess is not verified. */
    isRecipientVerified: boolean().notNull(),
    jurisdiction: text().$type<Jurisdiction>().notNull(),
    /** What the request asks: access, erasure, objection or correction (decision 71). */
    requestType: text().$type<RequestType>().notNull().default('erasure'),
    /** The language the letter, and its reminder, are written in. */
    language: text().$type<LetterLanguage>().notNull().default('en'),
    subject: text().notNull(),
    html: text().notNull(),
    status: text().$type<RequestStatus>().notNull().default('processing'),
    failureReason: text(),
    /**
     * Set just before the e-mail is handed to the provider: a retry that finds it set looks in
     * Sent before sending again.
     */
    sendAttemptedAt: timestamp({ withTimezone: true }),
    /** SMTP cannot tell whether a cut-off send went out: the person is asked to check Sent. */
    needsConfirmation: boolean().notNull().default(false),
    providerMessageId: text(),
    providerThreadId: text(),
    sentAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /**
     * The company's reply in the request's conversation that the card shows: when, and its
     * subject (no body). The first one, or, once the person has said what it said, the newest.
     */
    repliedAt: timestamp({ withTimezone: true }),
    replySubject: text(),
    /** When the company first replied in the request's conversation: how long it took. */
    firstRepliedAt: timestamp({ withTimezone: true }),
    /**
     * The reminder of the overdue request, as the person asked for it: when, and the e-mail the
     * server wrote (sent in the request's thread by the `deletion-request.remind` job).
     */
    reminderRequestedAt: timestamp({ withTimezone: true }),
    reminderSubject: text(),
    reminderHtml: text(),
    /** Set just before the reminder is handed to the provider, as `sendAttemptedAt` is. */
    reminderAttemptedAt: timestamp({ withTimezone: true }),
    reminderSentAt: timestamp({ withTimezone: true }),
    /** Why the reminder could not be sent; the person may ask for it again. */
    reminderFailureReason: text(),
    /**
     * What the company's answer made of the request, as the person told it (decision 76): the
     * Data Rights Protocol's state, and its reason.
     */
    outcome: text().$type<RequestOutcome>().notNull().default('open'),
    outcomeReason: text().$type<ProgressReason | DenialReason>(),
    /** Responses were last looked for (the `mailbox.sync` job). */
    checkedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per company, mailbox and type: a second send of the same request is
    // refused. Across the person's mailboxes the request flow checks the same under a lock on the
    // company.
    uniqueIndex('deletion_requests_one_open_per_type_idx')
      .on(table.domainRecordId, table.requestType)
      .where(sql`status in ('processing', 'initiated')`),
    index().on(table.userId, table.domain),
    index().on(table.connectionId, table.status),
  ],
);

/**
 * An address a person's request to a company came back from (a bounce, or a mail server that
 * refused it while sending): no later request of theirs to that company goes there again. The
 * reason is the plain words the person was shown.
 */
export const bouncedRecipients = pgTable(
  'bounced_recipients',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
    address: text().notNull(),
    reason: text().notNull(),
    bouncedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.domain, table.address] })],
);

/**
 * What the company said to a request, as the person told Reclaim, one row an answer: the
 * request's history, and the person's evidence should they complain. `detail` is what the
 * company asked for, its form's link, the reason it gave or the person's note, in the person's
 * words; never the text of the company's e-mail, which Reclaim does not read.
 */
export const requestAnswers = pgTable(
  'request_answers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requestId: uuid()
      .notNull()
      .references(() => deletionRequests.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<CompanyAnswerKind>().notNull(),
    detail: text(),
    /** The answer came by e-mail (the reply Reclaim found), or by post or phone. */
    via: text().$type<'reply' | 'post-or-phone'>().notNull(),
    /** When the company said it. */
    saidAt: timestamp({ withTimezone: true }).notNull(),
    /** Where the answer left the request. */
    outcome: text().$type<RequestOutcome>().notNull(),
    outcomeReason: text().$type<ProgressReason | DenialReason>(),
    dueAt: timestamp({ withTimezone: true }),
    isLateExtension: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.requestId, table.createdAt), index().on(table.userId)],
);

/**
 * How a company answers data subject requests, from all people's requests together (decision
 * 78): written afresh each day by the `company-figures.compute` job, and only for a company that
 * at least five different people asked. Counts, never a person's request or address.
 */
export const companyAnswerFigures = pgTable('company_answer_figures', {
  domain: text().primaryKey(),
  people: integer().notNull(),
  /** Sent requests, bounced ones among them. */
  requests: integer().notNull(),
  /** Requests that reached the company and whose answer came or was due. */
  settled: integer().notNull(),
  answeredOnTime: integer().notNull(),
  fulfilled: integer().notNull(),
  medianDaysToAnswer: integer(),
  /** Addresses five or more people wrote to, half or more of whose requests bounced or were sent to a form. */
  unreliableContacts: text().array().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull(),
});
