import type { Database } from '@reclaim/db';
import type { SendJob } from '../../jobs/job-definition';
import { directoryUpdateJob } from '../../jobs/directory-update.job';
import { parseBuiltInSites } from './builtin.importer';
import type { ImportSource, ParsedSource, RejectedRecord } from './directory-entry';
import {
  findCompaniesByDomains,
  hasImportedCompanies,
  upsertCompanies,
  type Company,
  type UpsertCounts,
} from './directory.repository';
import { nameFromDomain } from './registrable-domain';

export type { Company } from './directory.repository';

/** What the rest of Reclaim shows about a company, known or not. */
export interface CompanyDescription {
  domain: string;
  name: string;
  url: string;
  dsrContactEmail: string;
  dsrAlternativeEmail: string | null;
  deletionUrl: string | null;
  categories: string[];
  /** False when the contact address is a guess (`privacy@<domain>`). */
  isVerified: boolean;
  source: ImportSource | 'fallback';
}

/** The outcome of one import, for people: what was written and what was left out. */
export interface ImportReport extends UpsertCounts {
  source: ImportSource;
  read: number;
  skipped: RejectedRecord[];
  invalid: RejectedRecord[];
  duplicates: number;
}

/** The directory rows of the given domains, keyed by domain; unknown domains are absent. */
export async function findCompanies(
  db: Database,
  domains: readonly string[],
): Promise<Map<string, Company>> {
  const wanted = [...new Set(domains.map((domain) => domain.trim().toLowerCase()))];
  const rows = await findCompaniesByDomains(db, wanted);
  return new Map(rows.map((row) => [row.domain, row]));
}

/**
 * How to present a company. Without a directory row, everything is derived from the domain and the
 * contact is the conventional `privacy@<domain>`, shown as unverified. A row without a contact
 * address gets the same guess, and is then unverified too.
 */
export function describeCompany(domain: string, record?: Company | null): CompanyDescription {
  const guessedEmail = `privacy@${domain}`;
  if (!record) {
    return {
      domain,
      name: nameFromDomain(domain),
      url: `https://${domain}`,
      dsrContactEmail: guessedEmail,
      dsrAlternativeEmail: null,
      deletionUrl: null,
      categories: [],
      isVerified: false,
      source: 'fallback',
    };
  }
  return {
    domain,
    name: record.name,
    url: record.url ?? `https://${domain}`,
    dsrContactEmail: record.dsrContactEmail ?? guessedEmail,
    dsrAlternativeEmail: record.dsrAlternativeEmail,
    deletionUrl: record.deletionUrl,
    categories: record.categories,
    isVerified: record.isVerified && record.dsrContactEmail !== null,
    source: record.source,
  };
}

/** Writes what an importer parsed (see `upsertCompanies` for how sources are merged). */
export async function importParsedSource(
  db: Database,
  parsed: ParsedSource,
): Promise<ImportReport> {
  const counts = await upsertCompanies(db, parsed.entries);
  return {
    source: parsed.source,
    read: parsed.read,
    skipped: parsed.skipped,
    invalid: parsed.invalid,
    duplicates: parsed.duplicates,
    ...counts,
  };
}

/**
 * Puts the built-in popular sites in the directory. Idempotent and cheap when nothing changed, so
 * the server can call it at every start; imported contacts of those sites are kept.
 */
export async function seedBuiltInDirectory(db: Database): Promise<ImportReport> {
  return importParsedSource(db, parseBuiltInSites());
}

/**
 * On a worker's start, queues one directory update when no data set has been imported yet, so a
 * fresh install learns the companies' contacts without waiting for the weekly run. Only queues:
 * the download runs in the job, and start-up never waits for the network. Returns whether it sent.
 */
export async function requestFirstDirectoryUpdate(db: Database, send: SendJob): Promise<boolean> {
  if (await hasImportedCompanies(db)) return false;
  await send(directoryUpdateJob, {});
  return true;
}
