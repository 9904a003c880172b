import { z } from 'zod';
import { httpsUrlSchema } from './login-form';
import type { Right } from './regimes/regime';

/**
 * What a company said to a request, as the person tells Reclaim (Reclaim reads a reply's headers,
 * never its text): the answers, how the person and the call give them, and the words a card shows.
 * Where an answer leaves the request is `answer-transitions.ts` (decision 76).
 *
 * Where a request stands is named as the Data Rights Protocol (Consumer Reports, v0.9 § 3.02)
 * names it: `open` once sent; `in_progress` once the company acted on it, with a reason;
 * `fulfilled`; `denied`, with a reason. The protocol's reasons are kept as it spells them
 * (`need_user_verification`, `insuf_verification` …); where it has none for what a company says
 * by e-mail (a web form, an extension) Reclaim adds its own.
 */

export const REQUEST_OUTCOMES = ['open', 'in_progress', 'fulfilled', 'denied'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

/** Why a request is in progress: the company asked who the person is, for its form, or for time. */
export const PROGRESS_REASONS = [
  'need_user_verification',
  'web_form',
  'extended',
  'acknowledged',
] as const;
export type ProgressReason = (typeof PROGRESS_REASONS)[number];

/** Why a company refused, in the protocol's words; `no_match` is "we hold nothing of you". */
export const DENIAL_REASONS = [
  'no_match',
  'insuf_verification',
  'claim_not_covered',
  'outside_jurisdiction',
  'too_many_requests',
  'other',
] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];

/** The refusals a person can pick; "no data held" is an answer of its own. */
export const REFUSAL_REASONS = DENIAL_REASONS.filter((reason) => reason !== 'no_match') as [
  Exclude<DenialReason, 'no_match'>,
  ...Exclude<DenialReason, 'no_match'>[],
];
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const REFUSAL_REASON_LABELS: { readonly [R in RefusalReason]: string } = {
  insuf_verification: 'They could not verify who I am',
  claim_not_covered: 'They say the law does not cover this request',
  outside_jurisdiction: 'They say the law does not apply to me',
  too_many_requests: 'They call the request excessive or too frequent',
  other: 'Another reason',
};

/** Where a company's answer left a request, as a card shows it. */
export const requestOutcomeSchema = z.object({
  outcome: z.enum(REQUEST_OUTCOMES),
  reason: z.enum([...PROGRESS_REASONS, ...DENIAL_REASONS]).nullable(),
});
export type RequestOutcomeState = z.infer<typeof requestOutcomeSchema>;

/** Where a request stands after the company's answer, in a few words, as a card says it. */
export function outcomeLabel({ outcome, reason }: RequestOutcomeState): string {
  switch (outcome) {
    case 'open':
      return 'No answer noted';
    case 'fulfilled':
      return 'Done';
    case 'denied':
      return reason === 'no_match' ? 'No data held' : 'Refused';
    case 'in_progress':
      return IN_PROGRESS_LABELS[(reason as ProgressReason | null) ?? 'acknowledged'];
  }
}

const IN_PROGRESS_LABELS: { readonly [R in ProgressReason]: string } = {
  need_user_verification: 'Identification asked',
  web_form: 'Web form asked',
  extended: 'More time taken',
  acknowledged: 'Answered',
};

export const COMPANY_ANSWERS = [
  'done',
  'no-data',
  'identity',
  'web-form',
  'extension',
  'refused',
  'other',
] as const;
export type CompanyAnswerKind = (typeof COMPANY_ANSWERS)[number];

/** How "done" reads for each request type. */
const DONE_LABELS: { readonly [R in Right]: string } = {
  access: 'Data received',
  erasure: 'Data erased',
  objection: 'Opted out',
  correction: 'Data corrected',
};

const ANSWER_LABELS: { readonly [A in Exclude<CompanyAnswerKind, 'done'>]: string } = {
  'no-data': 'They hold no data about me',
  identity: 'They asked for identification or more information',
  'web-form': 'They asked me to use their web form',
  extension: 'They need more time',
  refused: 'They refused',
  other: 'Something else',
};

/** The choice as the person reads it for a request of `right`. */
export function answerLabel(kind: CompanyAnswerKind, right: Right): string {
  return kind === 'done' ? DONE_LABELS[right] : ANSWER_LABELS[kind];
}

/** How long what the company asked for, or the person's note, may be. */
export const ANSWER_NOTE_MAX_LENGTH = 300;

const noteSchema = z
  .string()
  .trim()
  .max(ANSWER_NOTE_MAX_LENGTH, `Use at most ${ANSWER_NOTE_MAX_LENGTH} characters.`);

/** A calendar day, as a date input gives it. */
const daySchema = z.iso.date('Give a date as YYYY-MM-DD.');

/** A form's link: only https, as the person would open it. */
const formUrlSchema = httpsUrlSchema.max(2000, 'Use at most 2000 characters.');

export const companyAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('done') }).strict(),
  z.object({ kind: z.literal('no-data') }).strict(),
  z
    .object({
      kind: z.literal('identity'),
      asked: noteSchema.min(1, 'Say what they asked for.'),
    })
    .strict(),
  z.object({ kind: z.literal('web-form'), url: formUrlSchema.optional() }).strict(),
  /** `until`: the date the company named, where it named one. */
  z.object({ kind: z.literal('extension'), until: daySchema.optional() }).strict(),
  z.object({ kind: z.literal('refused'), reason: z.enum(REFUSAL_REASONS) }).strict(),
  z.object({ kind: z.literal('other'), note: noteSchema.optional() }).strict(),
]);
export type CompanyAnswer = z.infer<typeof companyAnswerSchema>;

/** How an answer reached the person: the reply Reclaim found, or a letter or a call. */
export const ANSWER_CHANNELS = ['reply', 'post-or-phone'] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

/** One answer in a request's history. */
export const recordedAnswerSchema = z.object({
  kind: z.enum(COMPANY_ANSWERS),
  /** What they asked for, the form's link, the refusal's reason or the person's note. */
  detail: z.string().nullable(),
  via: z.enum(ANSWER_CHANNELS),
  /** When the company said it (ISO 8601). */
  saidAt: z.string(),
  /** When the person told Reclaim (ISO 8601). */
  recordedAt: z.string(),
  /** The due date the answer left (an extension's), ISO 8601, or null. */
  dueDate: z.string().nullable(),
  isLateExtension: z.boolean(),
});
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;
