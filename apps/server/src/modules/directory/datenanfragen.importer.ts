import { COMPANY_CHANNELS } from '@reclaim/contract';
import { parse } from 'tldts';
import { z } from 'zod';
import {
  checkEntry,
  IDENTITY_DESC_MAX_LENGTH,
  IDENTITY_ELEMENT_TYPES,
  normalizeEmail,
  type DirectoryEntry,
  type DirectoryEntryInput,
  type ParsedSource,
} from './directory-entry';
import { toRegistrableDomain } from './registrable-domain';

/** One file of the datenanfragen company database (`companies/<slug>.json`), as read. */
export interface SourceFile {
  name: string;
  text: string;
}

/**
 * The fields Reclaim uses; the format has many more (address, phone, templates…). Those with a
 * closed list of values in the format's schema are checked against it here; the rest are checked
 * as directory fields (`checkEntry`).
 */
const datenanfragenRecordSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  web: z.string().optional(),
  email: z.string().optional(),
  categories: z.array(z.string()).optional(),
  quality: z.string().optional(),
  'relevant-countries': z.array(z.string()).optional(),
  'suggested-transport-medium': z.enum(COMPANY_CHANNELS).optional(),
  webform: z.string().optional(),
  // An optional element is left out: Reclaim keeps what a company needs (a request waits for
  // it), not what it would also take.
  'required-elements': z
    .array(
      z.object({
        type: z.enum(IDENTITY_ELEMENT_TYPES).optional(),
        desc: z.string(),
        optional: z.boolean().optional(),
      }),
    )
    .optional(),
});
type DatenanfragenRecord = z.infer<typeof datenanfragenRecordSchema>;

/** The format's own order, best first: 'tested' > 'verified' > 'imported' > 'scraped'. */
const QUALITY_ORDER = ['tested', 'verified', 'imported', 'scraped'];

/**
 * Turns datenanfragen company records (CC0) into directory rows: the record's name, its `web` page
 * and that page's registrable domain, its privacy `email` as the contact, and its categories.
 * A row is verified when the record gives an e-mail address: the data set's contacts are checked by
 * people. Records without a website are skipped (nothing to match mail against); records that fail
 * validation, including unparseable JSON, are reported as invalid.
 *
 * A row also says how to reach the company when e-mail is not its way (see `channelFields`): where
 * the record applies, the channel it suggests, its privacy web form (an http(s) address, or the
 * record is invalid) and the identification it needs with a request.
 *
 * Several records can share a domain (country branches, subsidiaries): one wins, preferring, in
 * order, a website on the domain itself or `www.` over a sub-site (`aws.amazon.com`), a record for
 * all countries, better quality, a record with an e-mail address, then the first file by name.
 */
export function parseDatenanfragenRecords(files: readonly SourceFile[]): ParsedSource {
  const parsed: ParsedSource = {
    source: 'datenanfragen',
    read: files.length,
    entries: [],
    skipped: [],
    invalid: [],
    duplicates: 0,
  };
  const best = new Map<string, { entry: DirectoryEntry; score: number[] }>();
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const record = readRecord(file);
    if ('reason' in record) {
      parsed.invalid.push({ record: file.name, reason: record.reason });
      continue;
    }
    const domain = record.web ? toRegistrableDomain(record.web) : null;
    if (!domain) {
      const reason = record.web ? `no registrable domain in ${record.web}` : 'no website';
      parsed.skipped.push({ record: file.name, reason });
      continue;
    }
    const email = normalizeEmail(record.email);
    const result = checkEntry({
      domain,
      name: record.name,
      url: record.web?.trim(),
      dsrContactEmail: email,
      categories: record.categories ?? [],
      source: 'datenanfragen',
      isVerified: email !== null,
      ...channelFields(record),
    });
    if ('reason' in result) {
      parsed.invalid.push({ record: file.name, reason: result.reason });
      continue;
    }
    const score = preference(record, domain);
    const current = best.get(domain);
    if (current) parsed.duplicates += 1;
    if (!current || compareScores(score, current.score) < 0) {
      best.set(domain, { entry: result.entry, score });
    }
  }
  parsed.entries = [...best.values()].map((candidate) => candidate.entry);
  return parsed;
}

function readRecord(file: SourceFile): DatenanfragenRecord | { reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch {
    return { reason: 'not valid JSON' };
  }
  const result = datenanfragenRecordSchema.safeParse(json);
  if (result.success) return result.data;
  return {
    reason: result.error.issues
      .map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`)
      .join('; '),
  };
}

/**
 * How to reach the company, as the record says, in the directory's terms: its relevant countries
 * upper-cased (none when it names 'all': it applies everywhere), the suggested transport medium
 * (absent stays null rather than the format's implied default: the row says only what the record
 * does), the web form, and the required elements but the optional ones, reduced to their kind
 * (the format's default 'input' when unnamed) and description, trimmed and cut to a length a page
 * can show, each once.
 */
function channelFields(
  record: DatenanfragenRecord,
): Pick<DirectoryEntryInput, 'countries' | 'preferredChannel' | 'webFormUrl' | 'requiredIdentity'> {
  const codes = (record['relevant-countries'] ?? []).map((code) => code.trim().toUpperCase());
  const elements = new Map<string, DirectoryEntry['requiredIdentity'][number]>();
  for (const element of record['required-elements'] ?? []) {
    if (element.optional === true) continue;
    const reduced = { type: element.type ?? 'input', desc: clip(element.desc) };
    elements.set(`${reduced.type}\n${reduced.desc}`, reduced);
  }
  return {
    countries: codes.includes('ALL') ? [] : [...new Set(codes)],
    preferredChannel: record['suggested-transport-medium'] ?? null,
    webFormUrl: record.webform?.trim() || null,
    requiredIdentity: [...elements.values()],
  };
}

/** The text trimmed and, past the longest a row keeps, cut between characters and ended by '…'. */
function clip(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= IDENTITY_DESC_MAX_LENGTH) return trimmed;
  let kept = '';
  for (const character of trimmed) {
    if (kept.length + character.length > IDENTITY_DESC_MAX_LENGTH - 1) break;
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}

/** Lower is better, compared field by field. */
function preference(record: DatenanfragenRecord, domain: string): number[] {
  const host = parse(record.web ?? '').hostname;
  const quality = QUALITY_ORDER.indexOf(record.quality ?? 'verified');
  return [
    host === domain || host === `www.${domain}` ? 0 : 1,
    record['relevant-countries']?.includes('all') ? 0 : 1,
    quality === -1 ? QUALITY_ORDER.length : quality,
    record.email ? 0 : 1,
  ];
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
