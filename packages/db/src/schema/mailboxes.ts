import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CompanyChannel,
  DenialReason,
  MailboxProviderId,
  ProgressReason,
  RequestOutcome,
  RequiredIdentity,
} from '@reclaim/contract';
import { sessions, users } from './identity';

export type { MailboxProviderId };

export type ScanStatus = 'pending' | 'completed';
/** The dashboard cards, and 'person': a sender that is not a company, left out of every list. */
export type DomainTile = 'pending' | 'initiated' | 'reclaimed' | 'person';

/** What the person says a sender's domain is, over the scan's judgement. */
export type SenderKindCorrection = 'company' | 'person';

/**
 * A connected mailbox. Credentials (OAuth tokens, or an IMAP password) are one AES-256-GCM sealed
 * blob; `settings` holds only what is not secret (IMAP host and port, for example).
 */
export const mailboxConnections = pgTable(
  'mailbox_connections',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<MailboxProviderId>().notNull(),
    address: text().notNull(),
    status: text().$type<ScanStatus>().notNull().default('pending'),
    scanPercentage: smallint().notNull().default(0),
    writePermission: smallint().notNull().default(0),
    needsReconnect: boolean().notNull().default(false),
    sealedCredentials: text(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Other addresses the mailbox sends as (Gmail send-as, Exchange proxy addresses). */
    aliases: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the person proved the address is theirs: the provider vouched for it (Google, Microsoft),
     * the demo mailbox is Reclaim's own, or they typed the code mailed to it (IMAP). A mailbox
     * sends nothing before.
     */
    addressProvedAt: timestamp({ withTimezone: true }),
    /** The code mailed to the address, as a keyed hash bound to this connection; null once used. */
    addressCodeHash: text(),
    addressCodeExpiresAt: timestamp({ withTimezone: true }),
    /** Attempts at the current code, counted before each is judged. */
    addressCodeAttempts: smallint().notNull().default(0),
    /** Where the scan stands; written in the same transaction as the aggregates it covers. */
    scanCursor: jsonb().$type<Record<string, unknown> | null>(),
    lastScannedAt: timestamp({ withTimezone: true }),
    /**
     * The person disconnected the mailbox while it had sent requests: its credentials and scan
     * findings are gone, and only its requested companies and their requests are kept (decision
     * 59). Connecting the same address again takes it back.
     */
    disconnectedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.provider, table.address), index().on(table.userId)],
);

/** OAuth authorizations in flight: random single-use state, bound to the session, with PKCE. */
export const mailboxAuthorizations = pgTable('mailbox_authorizations', {
  state: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: text()
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  provider: text().$type<MailboxProviderId>().notNull(),
  codeVerifier: text().notNull(),
  purpose: text().$type<'connect' | 'dsr'>().notNull().default('connect'),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The directory of companies, filled by importers; keyed by registrable domain. */
export const companies = pgTable('companies', {
  domain: text().primaryKey(),
  name: text().notNull(),
  url: text(),
  dsrContactEmail: text(),
  dsrAlternativeEmail: text(),
  deletionUrl: text(),
  categories: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  source: text().$type<'builtin' | 'datenanfragen' | 'justdeleteme' | 'fallback'>().notNull(),
  isVerified: boolean().notNull().default(false),
  /*
   * How to reach the company, from its datenanfragen record only (the other sources have none):
   * where the record applies (upper-case ISO 3166-1 codes, empty for everywhere or unknown), the
   * channel it asks for, its privacy web form, and the identification it needs with a request.
   */
  countries: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  preferredChannel: text().$type<CompanyChannel>(),
  webFormUrl: text(),
  requiredIdentity: jsonb().$type<RequiredIdentity[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface SampleEmail {
  from: string;
  subject: string;
  date: string;
  /**
   * How this message said it could be stopped (List-Unsubscribe, RFC 2369 and 8058): the
   * company's own address for it, kept on the server and used only when the person asks.
   */
  unsubscribe?: ListUnsubscribe;
}

/** How a message says it can be told to stop (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click). */
export interface ListUnsubscribe {
  /** An HTTPS address that takes the one-click POST. */
  oneClick?: string;
  /** A `mailto:` address, with the subject and body it asks for. */
  mailto?: { to: string; subject: string; body: string };
}

/**
 * What one mailbox shows about one company: counts, dates and at most 10 sample e-mails (subject,
 * sender, date). No column can hold a message body.
 */
export const domainRecords = pgTable(
  'domain_records',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    connectionId: uuid()
      .notNull()
      .references(() => mailboxConnections.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
    status: text()
      .$type<'pending' | 'needed' | 'processing' | 'initiated' | 'failed' | 'reclaimed'>()
      .notNull()
      .default('pending'),
    statusDate: timestamp({ withTimezone: true }),
    firstEmailDate: timestamp({ withTimezone: true }).notNull(),
    lastEmailDate: timestamp({ withTimezone: true }).notNull(),
    emailCount: integer().notNull().default(0),
    dsrRecommendation: smallint().notNull().default(0),
    samples: jsonb().$type<SampleEmail[]>().notNull().default([]),
    /** The latest deletion request's legal deadline, once it was sent (kept here for the lists). */
    requestDueAt: timestamp({ withTimezone: true }),
    /** Why the latest deletion request failed, while the company shows 'DSR Failed'. */
    requestFailureReason: text(),
    /** The latest request failed because its recipient's mail server refused it: Retry asks for another. */
    requestBouncedRecipient: text(),
    /** When the company replied to the latest request, and the reply's subject (never its body). */
    requestRepliedAt: timestamp({ withTimezone: true }),
    requestReplySubject: text(),
    /** When the reminder of the latest request went out, once it was overdue. */
    requestReminderSentAt: timestamp({ withTimezone: true }),
    /** What the company's answer to the latest request made of it, once the person told it. */
    requestOutcome: text().$type<RequestOutcome>(),
    requestOutcomeReason: text().$type<ProgressReason | DenialReason>(),
    /** When the person stopped the company's e-mails (its one-click unsubscribe answered 2xx). */
    emailsStoppedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The scan's judgement: every message read from the domain looks like a person's (no mailer
     * headers, a person's name on an address made of it). One company message makes it false.
     */
    looksPersonal: boolean().notNull().default(false),
    /** The person's own word on the domain, copied from `sender_corrections`; it overrides the scan. */
    kindCorrection: text().$type<SenderKindCorrection>(),
    /**
     * The dashboard card listing the record: pending (with needed), initiated, or reclaimed; a
     * person's domain not acted on is 'person', which no card lists.
     */
    tile: text()
      .$type<DomainTile>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when status in ('pending', 'needed') and coalesce(kind_correction = 'person', looks_personal) then 'person' when status in ('pending', 'needed') then 'pending' when status = 'reclaimed' then 'reclaimed' else 'initiated' end`,
      ),
    /** Order of the lists (spec §4): recommended first, then needed, then the other pending ones. */
    listRank: smallint()
      .notNull()
      .generatedAlwaysAs(
        sql`case when status = 'pending' and dsr_recommendation = 1 then 0 when status = 'needed' then 1 else 2 end`,
      ),
    /**
     * Newest first within a rank: by the last e-mail while the company is only found, by the date
     * of the request once one was made.
     */
    sortDate: timestamp({ withTimezone: true })
      .notNull()
      .generatedAlwaysAs(
        sql`case when status in ('pending', 'needed') then last_email_date else coalesce(status_date, last_email_date) end`,
      ),
  },
  (table) => [
    unique().on(table.connectionId, table.domain),
    index().on(table.connectionId, table.status),
    // One index serves every page of every list: filters by tile, then reads in list order.
    index('domain_records_list_order_idx').on(
      table.connectionId,
      table.tile,
      table.listRank,
      table.sortDate.desc(),
      table.domain,
    ),
  ],
);

/**
 * What the person said a sender's domain is, for all their mailboxes: kept across rescans and
 * copied onto each domain record (`kind_correction`) as the scans write it.
 */
export const senderCorrections = pgTable(
  'sender_corrections',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
    kind: text().$type<SenderKindCorrection>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.domain] })],
);
