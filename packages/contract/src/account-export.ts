import { z } from 'zod';
import { jurisdictionSchema, letterLanguageSchema, requestTypeSchema } from './deletion-requests';
import { callResponseSchema } from './envelope';
import { recordedAnswerSchema, requestOutcomeSchema } from './request-answers';

const date = z.string();
const nullableDate = z.string().nullable();

/**
 * "Download my data" (Account Settings): everything Reclaim holds about the person, as the server
 * reads it from every table that names them. Secrets (tokens, passwords, codes, sessions) are
 * never part of it: they are not the person's data but keys to it.
 */
export const accountExportSchema = z.object({
  exportedAt: date,
  account: z.object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: date,
    /** How the person signs in: 'credential' (e-mail and password), 'google', 'microsoft'. */
    signInMethods: z.array(z.string()),
    /** Where the person said they live (`DE`, `US-TX`), or null. */
    residence: z.string().nullable(),
  }),
  mailboxes: z.array(
    z.object({
      address: z.string(),
      provider: z.string(),
      connectedAt: date,
      /** The person disconnected it; it is kept only for the requests sent from it. */
      disconnectedAt: nullableDate,
      scanStatus: z.string(),
      lastScannedAt: nullableDate,
      maySend: z.boolean(),
      /** When the person proved the address is theirs; null until then (decision 46). */
      addressProvedAt: nullableDate,
      /** The other addresses the mailbox sends as, read from the provider. */
      aliases: z.array(z.string()),
      /** Only what is not secret: an IMAP server's host and port, for example. */
      settings: z.record(z.string(), z.unknown()),
    }),
  ),
  companies: z.array(
    z.object({
      mailbox: z.string(),
      domain: z.string(),
      status: z.string(),
      statusDate: nullableDate,
      firstEmailDate: date,
      lastEmailDate: date,
      emailCount: z.number().int(),
      /** The sender is a person (the scan's judgement or the person's word): in no list. */
      isPerson: z.boolean(),
      samples: z.array(z.object({ from: z.string(), subject: z.string(), date: z.string() })),
    }),
  ),
  /** What the person said a sender is, over the scan's judgement, for all their mailboxes. */
  senderCorrections: z.array(
    z.object({ domain: z.string(), kind: z.enum(['company', 'person']), correctedAt: date }),
  ),
  deletionRequests: z.array(
    z.object({
      mailbox: z.string(),
      domain: z.string(),
      recipient: z.string(),
      jurisdiction: jurisdictionSchema,
      requestType: requestTypeSchema,
      language: letterLanguageSchema,
      subject: z.string(),
      /** The e-mail as it was sent. */
      html: z.string(),
      status: z.string(),
      failureReason: z.string().nullable(),
      createdAt: date,
      sentAt: nullableDate,
      dueAt: nullableDate,
      completedAt: nullableDate,
      /** The company's reply the request shows (the newest once the person said what one said). */
      repliedAt: nullableDate,
      replySubject: z.string().nullable(),
      /** When the company first replied. */
      firstRepliedAt: nullableDate,
      /** Where the company's answers left it, and what the person said they were. */
      outcome: requestOutcomeSchema,
      answers: z.array(recordedAnswerSchema),
    }),
  ),
  /** Addresses a request to a company came back from: Reclaim sends that company nothing there again. */
  bouncedRecipients: z.array(
    z.object({ domain: z.string(), address: z.string(), reason: z.string(), bouncedAt: date }),
  ),
  feedback: z.array(
    z.object({
      message: z.string(),
      rating: z.number().int().nullable(),
      email: z.string().nullable(),
      createdAt: date,
    }),
  ),
  /** Visits to the home page through the person's referral links; nothing about the visitors. */
  referralVisits: z.array(z.object({ medium: z.string(), visitedAt: date })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportResponseSchema = callResponseSchema(
  z.object({ responseObject: accountExportSchema }),
);
