import { z } from 'zod';
import { AGE_BUCKET_MONTHS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants';
import { emailIdSchema } from './connections';
import { callResponseSchema } from './envelope';
import { tooLongMessage } from './field-limits';
import { requestOutcomeSchema } from './request-answers';

/** How many domain records one page of `_get` / `_get/v2` holds. */
export const DOMAIN_PAGE_SIZE = 100;
/** The most domains one `_bulkUpdate` may name. */
export const BULK_UPDATE_MAX_DOMAINS = 1_000;
/** The answer's message when a list is empty; the web app treats it as an empty list (spec §8). */
export const DATA_NOT_FOUND_MESSAGE = 'Data not found';

export const DOMAIN_STATUSES = [
  'pending',
  'needed',
  'processing',
  'initiated',
  'failed',
  'reclaimed',
] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** What `_get` can ask for: a status, 'recommended' (pending and recommended), or a comma list. */
export const DOMAIN_LIST_STATUSES = [...DOMAIN_STATUSES, 'recommended'] as const;
export type DomainListStatus = (typeof DOMAIN_LIST_STATUSES)[number];

/** The dashboard's three cards (spec §2, §4). */
export const DOMAIN_TILES = ['pending', 'initiated', 'reclaimed'] as const;
export type DomainTile = (typeof DOMAIN_TILES)[number];

/** The statuses each card lists: Companies = needed + pending, Submitted = processing + failed + initiated. */
export const TILE_STATUSES: Record<DomainTile, readonly DomainStatus[]> = {
  pending: ['pending', 'needed'],
  initiated: ['processing', 'failed', 'initiated'],
  reclaimed: ['reclaimed'],
};

const DOMAIN_NAME_MAX_LENGTH = 253;

/** A registrable domain as the scan stores it: lower case, dot-separated labels. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(DOMAIN_NAME_MAX_LENGTH)
  .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Not a domain name');

/** The search text of the domain lists: empty means none; otherwise at least 2 characters (spec §5). */
export const domainSearchSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(SEARCH_MAX_LENGTH, tooLongMessage(SEARCH_MAX_LENGTH))
  .refine((value) => value.length === 0 || value.length >= SEARCH_MIN_LENGTH, {
    message: 'Please enter atleast 2 characters',
  })
  .optional();

/**
 * The same day and time `months` calendar months earlier (clamped to the month's last day): where
 * an age bucket starts, on the server for `monthFlag` and the counts, in the web app for selections.
 */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** Only domains whose first e-mail is within this many months (spec §9 age buckets). */
export const monthFlagSchema = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.literal(AGE_BUCKET_MONTHS))
  .nullish();

/** The opaque paging cursor: `lastKey` of an answer, sent back as `parsedEmailDataId`. */
export const pageCursorSchema = z.string().max(512).nullish();

const statusListSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .transform((value, context) => {
    const parts = [...new Set(value.split(',').map((part) => part.trim()))];
    const unknown = parts.filter(
      (part) => !(DOMAIN_LIST_STATUSES as readonly string[]).includes(part),
    );
    if (unknown.length > 0 || parts.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `Unknown status: ${unknown.join(', ') || '(empty)'}`,
      });
      return z.NEVER;
    }
    return parts as DomainListStatus[];
  });

export const domainListBodySchema = z.object({
  status: statusListSchema,
  emailId: emailIdSchema,
  parsedEmailDataId: pageCursorSchema,
  monthFlag: monthFlagSchema,
  domainName: domainSearchSchema,
});
export type DomainListBody = z.input<typeof domainListBodySchema>;

export const domainListV2BodySchema = z.object({
  tile: z.enum(DOMAIN_TILES),
  emailId: emailIdSchema,
  showRecommendedDomain: z.boolean().optional().default(false),
  hideNeededDomain: z.boolean().optional().default(false),
  domainName: domainSearchSchema,
  monthFlag: monthFlagSchema,
  parsedEmailDataId: pageCursorSchema,
});
export type DomainListV2Body = z.input<typeof domainListV2BodySchema>;

/** How a company's e-mails are stopped: its one-click unsubscribe, or an e-mail to its address. */
export const STOP_EMAILS_METHODS = ['one-click', 'email'] as const;
export type StopEmailsMethod = (typeof STOP_EMAILS_METHODS)[number];

export const sampleEmailSchema = z.object({
  from: z.string(),
  subject: z.string(),
  date: z.string(),
});
export type SampleEmail = z.infer<typeof sampleEmailSchema>;

/**
 * How a company asks to be sent privacy requests: the `suggested-transport-medium` of its
 * datenanfragen record, best first as that data set lists them.
 */
export const COMPANY_CHANNELS = ['email', 'webform', 'letter', 'fax'] as const;
export type CompanyChannel = (typeof COMPANY_CHANNELS)[number];

/**
 * One piece of identification a company has confirmed it needs with a request (datenanfragen
 * `required-elements`): its kind (`name`, `birthdate`, `address`, `email`, `input`, `textarea`)
 * and what the company calls it, in the record's words (at most 200 characters).
 */
export const requiredIdentitySchema = z.object({ type: z.string(), desc: z.string() });
export type RequiredIdentity = z.infer<typeof requiredIdentitySchema>;

/** A company's answer to a deletion request, as Reclaim shows it (spec: 'Company replied'). */
export const companyReplySchema = z.object({ date: z.string(), subject: z.string() });
export type CompanyReply = z.infer<typeof companyReplySchema>;

/** A domain record (spec §3) as the lists answer it. Dates are ISO 8601. */
export const domainRecordSchema = z.object({
  id: z.string(),
  domainName: z.string(),
  name: z.string(),
  domain: z.string(),
  domainUrl: z.string(),
  domainLogo: z.string(),
  /**
   * Where a request goes; null when Reclaim has none to offer: it guesses `privacy@<domain>` for
   * a company it does not know, but never for a name that may imitate another (below).
   */
  dsrContactEmail: z.string().nullable(),
  dsrAlternativeEmail: z.string().nullable(),
  /** False when the contact is the guessed `privacy@<domain>`, or there is none. */
  isContactVerified: z.boolean(),
  /** The contact is at another domain than the company's: the page asks to check it. */
  isContactOnOtherDomain: z.boolean(),
  /**
   * The domain is an international name (an `xn--` label: other scripts, accents, or letters of
   * one script among another's, as in a `pаypal.com` with a Cyrillic `а`). `domainName` and a
   * name derived from it are always its ASCII form; the page warns that it may imitate another.
   */
  isLookalikeDomain: z.boolean(),
  /** The company's own self-service deletion page, when the directory knows one. */
  deletionUrl: z.string().nullable(),
  /**
   * Where the directory's record of the company applies, as upper-case ISO 3166-1 codes
   * (`['DE', 'AT']`); empty when it applies everywhere, or when the directory does not say.
   */
  countries: z.array(z.string()),
  /** How the company asks to be sent requests, when the directory says (`webform`: form only). */
  preferredChannel: z.enum(COMPANY_CHANNELS).nullable(),
  /** The company's own web form for privacy requests (http or https), if the directory has one. */
  webFormUrl: z.string().nullable(),
  /** What the company needs to identify the person, as the directory says; empty if it does not. */
  requiredIdentity: z.array(requiredIdentitySchema),
  emailAddress: z.string(),
  emailId: z.string(),
  firstEmailDate: z.string(),
  lastEmailDate: z.string(),
  statusDate: z.string().nullable(),
  noOfEmails: z.number().int(),
  status: z.enum(DOMAIN_STATUSES),
  dsrRecommendation: z.union([z.literal(0), z.literal(1)]),
  emails: z.array(sampleEmailSchema),
  /**
   * When the company must have answered the request sent to it (GDPR a month, CCPA 45 days); a
   * Submitted request is overdue after it (the lists are cached, so the page tells, not the server).
   */
  dueDate: z.string().nullable(),
  /** Why the latest request failed, while the company shows 'DSR Failed'. */
  failureReason: z.string().nullable(),
  /** The latest request came back from this address: Retry asks for another. */
  bouncedContact: z.string().nullable(),
  /** Why a Processing request has not gone yet (a send that will be tried again), or null. */
  sendingNote: z.string().nullable(),
  /** The company's first reply to the latest request: its date and subject, never its body. */
  companyReply: companyReplySchema.nullable(),
  /** When the reminder of the latest request went out, once it was overdue (ISO 8601), or null. */
  reminderSentAt: z.string().nullable(),
  /** What the company's answer made of the latest request, once the person told it; else null. */
  outcome: requestOutcomeSchema.nullable(),
  /**
   * How "Stop their e-mails" would reach the company, from its newest mail that says how to
   * unsubscribe: RFC 8058's one-click POST, or an e-mail from the person's mailbox to the address
   * it names (RFC 2369); null when it says neither. The address itself never leaves the server.
   */
  stopEmailsBy: z.enum(STOP_EMAILS_METHODS).nullable(),
  /** When the person stopped the company's e-mails through Reclaim (ISO 8601), or null. */
  emailsStoppedAt: z.string().nullable(),
});
export type DomainRecord = z.infer<typeof domainRecordSchema>;

export const domainListResponseSchema = callResponseSchema(
  z.object({
    responseListObject: z.array(domainRecordSchema),
    lastKey: z.string().nullable(),
  }),
);
export type DomainListResponse = z.infer<typeof domainListResponseSchema>;

export const domainCountsBodySchema = z.object({ emailId: emailIdSchema });

/** The counts of spec §3 for one mailbox. */
export const domainCountsSchema = z.object({
  neededDomain: z.number().int(),
  pendingDomain: z.number().int(),
  processingDomain: z.number().int(),
  failedDomain: z.number().int(),
  initiatedDomain: z.number().int(),
  reclaimedDomain: z.number().int(),
  recommendedDsrCount: z.number().int(),
  oneMonthAgoCount: z.number().int(),
  sixMonthsAgoCount: z.number().int(),
  oneYearAgoCount: z.number().int(),
});
export type DomainCounts = z.infer<typeof domainCountsSchema>;

export const domainCountsResponseSchema = callResponseSchema(
  z.object({ responseListObject: z.tuple([domainCountsSchema]) }),
);
export type DomainCountsResponse = z.infer<typeof domainCountsResponseSchema>;

/**
 * The statuses a person may set (spec §4 transitions); the others are set by Reclaim. 'initiated'
 * takes back a Completed mark: the request is Submitted again, as it was sent.
 */
export const SETTABLE_DOMAIN_STATUSES = ['needed', 'pending', 'reclaimed', 'initiated'] as const;

export const updateDomainStatusBodySchema = z.object({
  status: z.enum(SETTABLE_DOMAIN_STATUSES),
  emailId: emailIdSchema,
  domainName: domainNameSchema,
});
export type UpdateDomainStatusBody = z.input<typeof updateDomainStatusBodySchema>;

export const bulkUpdateDomainStatusBodySchema = z.object({
  status: z.literal('needed'),
  emailId: emailIdSchema,
  bulkDomain: z.array(domainNameSchema).min(1).max(BULK_UPDATE_MAX_DOMAINS),
});
export type BulkUpdateDomainStatusBody = z.input<typeof bulkUpdateDomainStatusBodySchema>;

export const domainStatusResponseSchema = callResponseSchema(
  z.object({ updated: z.number().int() }),
);
export type DomainStatusResponse = z.infer<typeof domainStatusResponseSchema>;

/** Who a sender's domain is to the person: a company that holds their data, or another person. */
export const SENDER_KINDS = ['company', 'person'] as const;
export type SenderKind = (typeof SENDER_KINDS)[number];

/** `domainKind/_update`: the person says who a sender is; it holds for all their mailboxes. */
export const updateSenderKindBodySchema = z.object({
  domainName: domainNameSchema,
  kind: z.enum(SENDER_KINDS),
});
export type UpdateSenderKindBody = z.input<typeof updateSenderKindBodySchema>;

/** `_getPeople`: one page of the senders judged people, in domain order. */
export const peopleListBodySchema = z.object({ parsedEmailDataId: pageCursorSchema });
export type PeopleListBody = z.input<typeof peopleListBodySchema>;

/**
 * A sender judged a person, over all the caller's mailboxes. No message of a person is kept, so
 * there are no samples: only the domain, how much mail came from it and when.
 */
export const personRecordSchema = z.object({
  domainName: z.string(),
  /** The mailboxes that received mail from it. */
  emailIds: z.array(z.string()),
  noOfEmails: z.number().int(),
  firstEmailDate: z.string(),
  lastEmailDate: z.string(),
  /** True when the person said so; false when it is the scan's judgement. */
  isCorrected: z.boolean(),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

export const peopleListResponseSchema = callResponseSchema(
  z.object({
    responseListObject: z.array(personRecordSchema),
    lastKey: z.string().nullable(),
  }),
);
export type PeopleListResponse = z.infer<typeof peopleListResponseSchema>;

/** `_stopEmails`: unsubscribes the mailbox from one company's e-mails, as the company offers. */
export const stopEmailsBodySchema = z.object({
  emailId: emailIdSchema,
  domainName: domainNameSchema,
});
export type StopEmailsBody = z.input<typeof stopEmailsBodySchema>;

export const stopEmailsResponseSchema = callResponseSchema(
  z.object({ emailsStoppedAt: z.string(), method: z.enum(STOP_EMAILS_METHODS) }),
);
export type StopEmailsResponse = z.infer<typeof stopEmailsResponseSchema>;
