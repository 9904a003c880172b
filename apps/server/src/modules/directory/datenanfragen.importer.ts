import { parse } from 'tldts';
import { z } from 'zod';
import {
  checkEntry,
  normalizeEmail,
  type DirectoryEntry,
  type ParsedSource,
} from './directory-entry';
import { toRegistrableDomain } from './registrable-domain';

/** One file of the datenanfragen company database (`companies/<slug>.json`), as read. */
export interface SourceFile {
  name: string;
  text: string;
}

/** The fields Reclaim uses; the format has many more (address, phone, templates…). */
const datenanfragenRecordSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  web: z.string().optional(),
  email: z.string().optional(),
  categories: z.array(z.string()).optional(),
  quality: z.string().optional(),
  'relevant-countries': z.array(z.string()).optional(),
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
