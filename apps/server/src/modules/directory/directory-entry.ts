import { domainToASCII } from 'node:url';
import { COMPANY_CHANNELS } from '@reclaim/contract';
import { z } from 'zod';
import { isRegistrableDomain } from './registrable-domain';

/** Where a stored directory row comes from; `fallback` is only ever computed, never stored. */
export type ImportSource = 'builtin' | 'datenanfragen' | 'justdeleteme';

const httpUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain })
  .max(2048, 'URL is too long');
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/**
 * The kinds of identification element the datenanfragen format knows (`required-elements[].type`
 * in its schema.json); a row holds no other, so whoever shows them can rely on the list.
 */
export const IDENTITY_ELEMENT_TYPES = [
  'input',
  'textarea',
  'email',
  'address',
  'name',
  'birthdate',
] as const;
/** The longest description of an identification element a row keeps. */
export const IDENTITY_DESC_MAX_LENGTH = 200;

const requiredIdentityElementSchema = z.object({
  type: z.enum(IDENTITY_ELEMENT_TYPES),
  desc: z.string().trim().min(1).max(IDENTITY_DESC_MAX_LENGTH),
});

/**
 * One row an importer wants in the `companies` table, checked before anything is written: a record
 * that fails here is counted and reported, never stored in part.
 */
export const directoryEntrySchema = z.object({
  domain: z.string().refine(isRegistrableDomain, 'Not a registrable domain'),
  name: z.string().trim().min(1).max(200),
  url: nullable(httpUrlSchema),
  dsrContactEmail: nullable(z.email().max(254)),
  deletionUrl: nullable(httpUrlSchema),
  categories: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  source: z.enum(['builtin', 'datenanfragen', 'justdeleteme']),
  isVerified: z.boolean().default(false),
  /** Where the source says the row applies: ISO 3166-1 codes, upper case; empty for everywhere. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'Not an upper-case ISO 3166-1 code'))
    .max(250)
    .refine((codes) => new Set(codes).size === codes.length, 'Countries repeat')
    .default([]),
  preferredChannel: nullable(z.enum(COMPANY_CHANNELS)),
  webFormUrl: nullable(httpUrlSchema),
  requiredIdentity: z.array(requiredIdentityElementSchema).max(20).default([]),
});

export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
export type DirectoryEntryInput = z.input<typeof directoryEntrySchema>;

/** A record left out of an import, with a reason a person can act on. */
export interface RejectedRecord {
  /** File name, array index or domain: whatever finds the record in its source. */
  record: string;
  reason: string;
}

/** What an importer made of a source: rows to write and what it left out, and why. */
export interface ParsedSource {
  source: ImportSource;
  /** Records read from the source. */
  read: number;
  /** Valid rows, at most one per domain. */
  entries: DirectoryEntry[];
  /** Well-formed records that name no usable domain. */
  skipped: RejectedRecord[];
  /** Records that failed validation. */
  invalid: RejectedRecord[];
  /** Records whose domain another, preferred record of the same source already covers. */
  duplicates: number;
}

/** Checks one candidate row; the failing fields are named in the reason. */
export function checkEntry(
  input: DirectoryEntryInput,
): { entry: DirectoryEntry } | { reason: string } {
  const parsed = directoryEntrySchema.safeParse(input);
  if (parsed.success) return { entry: parsed.data };
  return {
    reason: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`)
      .join('; '),
  };
}

/** An address as given, trimmed, with an international domain in its ASCII form; null if empty. */
export function normalizeEmail(value: string | undefined): string | null {
  const email = value?.trim();
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? domainToASCII(email.slice(at + 1)) : '';
  return domain ? `${email.slice(0, at)}@${domain}` : email;
}
