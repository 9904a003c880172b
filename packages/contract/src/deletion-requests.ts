import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MAX_DELETION_REQUESTS_PER_BATCH, NAME_MAX_LENGTH } from './constants';
import { emailIdSchema } from './connections';
import {
  companyReplySchema,
  domainNameSchema,
  domainRecordSchema,
  type RequiredIdentity,
} from './domains';
import { JURISDICTIONS, REQUEST_TYPES, type RequestType } from './dsr-templates';
import { callResponseSchema } from './envelope';
import {
  ANSWER_CHANNELS,
  companyAnswerSchema,
  recordedAnswerSchema,
  requestOutcomeSchema,
} from './request-answers';
import { LETTER_LANGUAGES, type LetterLanguage } from './letters/letters';

export const jurisdictionSchema = z.enum(JURISDICTIONS);
export const requestTypeSchema = z.enum(REQUEST_TYPES);
export const letterLanguageSchema = z.enum(
  LETTER_LANGUAGES as [LetterLanguage, ...LetterLanguage[]],
);

/** How long each of a correction request's two statements may be. */
export const CORRECTION_MAX_LENGTH = 1_000;

/**
 * What the person says is wrong and what is right: both needed for a correction request, and
 * written into its letter as they are.
 */
export const correctionSchema = z.object({
  wrong: z
    .string()
    .trim()
    .min(1, 'Say what is wrong')
    .max(CORRECTION_MAX_LENGTH, `Use at most ${CORRECTION_MAX_LENGTH} characters.`),
  right: z
    .string()
    .trim()
    .min(1, 'Say what is right')
    .max(CORRECTION_MAX_LENGTH, `Use at most ${CORRECTION_MAX_LENGTH} characters.`),
});

/** How long each detail a company asks for to identify the person may be, and how many there are. */
export const IDENTITY_VALUE_MAX_LENGTH = 500;
export const MAX_IDENTITY_DETAILS = 10;

/**
 * The details a company asks for to identify the person (the directory's `requiredIdentity`), as
 * the person gave them: each named as the company names it. Written into that request's letter
 * only, and kept nowhere else.
 */
export const identitySchema = z
  .array(
    z.object({
      label: z.string().trim().min(1).max(200),
      value: z
        .string()
        .trim()
        .min(1, 'Fill this in')
        .max(IDENTITY_VALUE_MAX_LENGTH, `Use at most ${IDENTITY_VALUE_MAX_LENGTH} characters.`),
    }),
  )
  .max(MAX_IDENTITY_DETAILS);

/** What every letter already gives the company: the person's name and the mailbox's address. */
const GIVEN_IDENTITY = new Set(['name', 'email']);

/**
 * What of a company's identification the person is asked for: everything the directory names
 * but their name and e-mail address, which every letter gives; each description once.
 */
export function askedIdentity(required: readonly RequiredIdentity[]): RequiredIdentity[] {
  const seen = new Set<string>();
  return required.filter((element) => {
    const label = element.desc.trim();
    if (GIVEN_IDENTITY.has(element.type) || label === '' || seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** The spec's text when more companies are chosen than one batch may hold (§5). */
export const TOO_MANY_REQUESTS_MESSAGE = 'You cannot raise more than 25 deletion requests at once.';

/** Where a deletion request stands; the domain record shows the same status (spec §4). */
export const REQUEST_STATUSES = ['processing', 'initiated', 'failed', 'reclaimed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * `_reclaimTemplate`: the letter of one request type under one law in one language, with its
 * values left as placeholders, and the choices on offer. By default an erasure request under the
 * GDPR, in English.
 */
export const reclaimTemplateBodySchema = z
  .object({
    jurisdiction: jurisdictionSchema.optional(),
    requestType: requestTypeSchema.optional(),
    language: letterLanguageSchema.optional(),
  })
  .strict()
  .optional();
const choiceSchema = <T extends z.ZodType<string>>(id: T) =>
  z.array(z.object({ id, label: z.string() }));
export const reclaimTemplateResponseSchema = callResponseSchema(
  z.object({
    responseObject: z.object({
      /**
       * HTML with the `{{domain}}`, `{{name}}`, `{{email}}`, `{{lastEmailDate}}` placeholders,
       * and `{{wrong}}` and `{{right}}` for a correction (`fillLetterTemplate`).
       */
      value: z.string(),
      subject: z.string(),
      jurisdiction: jurisdictionSchema,
      jurisdictions: choiceSchema(jurisdictionSchema),
      requestType: requestTypeSchema,
      /** The request types the law grants. */
      requestTypes: choiceSchema(requestTypeSchema),
      language: letterLanguageSchema,
      languages: choiceSchema(letterLanguageSchema),
      /** The BCP 47 tag `{{lastEmailDate}}` is written in (`formatLetterDate`). */
      locale: z.string(),
    }),
  }),
);
export type ReclaimTemplateResponse = z.infer<typeof reclaimTemplateResponseSchema>;

const contactSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

/**
 * `_sendEmail`: one request. `template` names the law whose letter the preview showed,
 * `requestType` what it asks (erasure when absent) and `language` its language (English when
 * absent); the server renders the letter itself from those, the company and the person, and never
 * sends HTML from the browser. A correction request says what is wrong and what is right. `contactEmailId` is one of the company's known contacts, or an
 * address the person typed: at the company's domain, or elsewhere with `confirmOtherDomain` (a
 * typo could send their name to a stranger). An address a request of theirs to the company came
 * back from is refused.
 */
export const sendDsrBodySchema = z.object({
  emailId: emailIdSchema,
  contactEmailId: contactSchema,
  template: jurisdictionSchema,
  domainName: domainNameSchema,
  confirmOtherDomain: z.boolean().optional(),
  requestType: requestTypeSchema.optional(),
  language: letterLanguageSchema.optional(),
  correction: correctionSchema.optional(),
  /** The details the company asks for to identify the person (`askedIdentity`). */
  identity: identitySchema.optional(),
});
export type SendDsrBody = z.infer<typeof sendDsrBodySchema>;

/** One company of a bulk request (spec §3 multi-request payload). */
export const bulkDomainSchema = z.object({
  domainName: domainNameSchema,
  contactEmailId: contactSchema,
  /** The person confirmed a typed address at another domain than the company's. */
  confirmOtherDomain: z.boolean().optional(),
  /** The mailbox the company was found in. */
  emailAddress: emailIdSchema,
  lastEmailDate: z.string().max(64).optional(),
  name: z
    .string()
    .max(NAME_MAX_LENGTH * 2)
    .optional(),
  /** This company's letter's language, where it differs from the batch's. */
  language: letterLanguageSchema.optional(),
  /** The details this company asks for to identify the person (`askedIdentity`). */
  identity: identitySchema.optional(),
});

/** `_sendEmail/bulk`: up to 25 companies at once; one more and nothing is queued. */
export const sendDsrBulkBodySchema = z.object({
  userEmail: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH),
  name: z.string().max(NAME_MAX_LENGTH).optional(),
  template: jurisdictionSchema.optional(),
  requestType: requestTypeSchema.optional(),
  language: letterLanguageSchema.optional(),
  correction: correctionSchema.optional(),
  bulkDomain: z
    .array(bulkDomainSchema)
    .min(1, 'Choose at least one company')
    .max(MAX_DELETION_REQUESTS_PER_BATCH, TOO_MANY_REQUESTS_MESSAGE),
});
export type SendDsrBulkBody = z.infer<typeof sendDsrBulkBodySchema>;

export const sendDsrResponseSchema = callResponseSchema(
  z.object({ requestIds: z.array(z.string()) }),
);

/**
 * `_sendReminder`: reminds the company of one mailbox of its overdue request, in the request's
 * thread. The server writes the reminder from the law's template, as for the request.
 */
export const sendReminderBodySchema = z.object({
  emailId: emailIdSchema,
  domainName: domainNameSchema,
  /** The request's type; erasure when absent. */
  requestType: requestTypeSchema.optional(),
});
export type SendReminderBody = z.infer<typeof sendReminderBodySchema>;

export const sendReminderResponseSchema = callResponseSchema(z.object({ requestId: z.string() }));

/** `_getDsrDetails`: the request of one company in one mailbox. */
export const dsrDetailsBodySchema = z.object({
  emailId: emailIdSchema,
  domainName: domainNameSchema,
  /** The request's type; erasure when absent. */
  requestType: requestTypeSchema.optional(),
});

export const dsrDetailsSchema = z.object({
  /** The HTML that was (or is being) sent. */
  template: z.string(),
  subject: z.string(),
  createdDate: z.string(),
  domainName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  contactEmailId: z.string(),
  jurisdiction: jurisdictionSchema,
  requestType: requestTypeSchema,
  language: letterLanguageSchema,
  sentDate: z.string().nullable(),
  /** When the company must have answered, once the request is sent. */
  dueDate: z.string().nullable(),
  isOverdue: z.boolean(),
  failureReason: z.string().nullable(),
  companyReply: companyReplySchema.nullable(),
  /** When the reminder of the overdue request went out (ISO 8601), or null. */
  reminderSentAt: z.string().nullable(),
  /** Why the last reminder asked for could not be sent; it may be asked for again. */
  reminderFailureReason: z.string().nullable(),
  /** Where the company's answers left the request: `open` until the person tells one. */
  outcome: requestOutcomeSchema,
  /** What the company said, as the person told it, oldest first. */
  answers: z.array(recordedAnswerSchema),
});
export type DsrDetails = z.infer<typeof dsrDetailsSchema>;
export const dsrDetailsResponseSchema = callResponseSchema(
  z.object({ responseObject: dsrDetailsSchema }),
);

/**
 * `_recordAnswer`: what the company said to the newest request of a type to one company, in the
 * person's judgement (Reclaim never reads a reply's text). `via: 'reply'` is the reply Reclaim
 * found, dated by it; `post-or-phone` an answer Reclaim could not see, on `saidOn` (today when
 * absent). Answers the request's details as they now stand.
 */
export const recordAnswerBodySchema = z.object({
  emailId: emailIdSchema,
  domainName: domainNameSchema,
  /** The request's type; erasure when absent. */
  requestType: requestTypeSchema.optional(),
  answer: companyAnswerSchema,
  via: z.enum(ANSWER_CHANNELS),
  saidOn: z.iso.date('Give a date as YYYY-MM-DD.').optional(),
});
export type RecordAnswerBody = z.infer<typeof recordAnswerBodySchema>;

/** The request types followed apart from their company's status: all but erasure (decision 71). */
export const OTHER_REQUEST_TYPES = REQUEST_TYPES.filter((type) => type !== 'erasure') as [
  Exclude<RequestType, 'erasure'>,
  ...Exclude<RequestType, 'erasure'>[],
];
export const otherRequestTypeSchema = z.enum(OTHER_REQUEST_TYPES);

/** `_getRequests`: one mailbox's access, objection and correction requests. */
export const requestListBodySchema = z.object({ emailId: emailIdSchema });

/**
 * A request on a card, as a company record reads (its status, dates, reply and reminder are the
 * request's own), with what it asks and under which law.
 */
export const requestListItemSchema = domainRecordSchema.extend({
  requestType: requestTypeSchema,
  jurisdiction: jurisdictionSchema,
});
export type RequestListItem = z.infer<typeof requestListItemSchema>;
export const requestListResponseSchema = callResponseSchema(
  z.object({ responseListObject: z.array(requestListItemSchema) }),
);

/**
 * `_updateStatus`: marks the newest request of a type (not erasure: the company's status does
 * that) to one company Completed (`reclaimed`, from Submitted), or takes the mark back
 * (`initiated`, from Completed).
 */
export const updateRequestStatusBodySchema = z.object({
  emailId: emailIdSchema,
  domainName: domainNameSchema,
  requestType: otherRequestTypeSchema,
  status: z.enum(['reclaimed', 'initiated']),
});
export const updateRequestStatusResponseSchema = callResponseSchema(
  z.object({ requestId: z.string() }),
);
