import type { CompanyChannel, RequiredIdentity } from '@reclaim/contract';
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
import { isLookalikeDomain, nameFromDomain, toRegistrableDomain } from './registrable-domain';

export type { Company } from './directory.repository';

/** What the rest of Reclaim shows about a company, known or not. */
export interface CompanyDescription {
  domain: string;
  name: string;
  url: string;
  /** Where requests go; null when there is none to offer (see `describeCompany`). */
  dsrContactEmail: string | null;
  dsrAlternativeEmail: string | null;
  deletionUrl: string | null;
  categories: string[];
  /** False when the contact address is a guess (`privacy@<domain>`) or there is none. */
  isVerified: boolean;
  /** The contact is at another registrable domain than the company's: worth a second look. */
  isContactOnOtherDomain: boolean;
  /** The domain is an international name, which may imitate another (`isLookalikeDomain`). */
  isLookalikeDomain: boolean;
  /** Where the directory's record applies (upper-case ISO 3166-1 codes); empty for everywhere. */
  countries: string[];
  /** The channel the company asks requests to come by; null when the directory does not say. */
  preferredChannel: CompanyChannel | null;
  /** The company's privacy web form, for a company that takes requests there (or only there). */
  webFormUrl: string | null;
  /** The identification the company needs with a request, so that a person can have it ready. */
  requiredIdentity: RequiredIdentity[];
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
 * address gets the same guess, and is then unverified too. An international name, which may
 * imitate another, gets no guess: a request would tell whoever registered it that the person
 * deals with the company it imitates. A contact at another domain than the company's is flagged.
 * How to reach the company beyond e-mail (channel, web form, identification) is only ever the
 * directory's: an unknown company gets none of it.
 */
export function describeCompany(domain: string, record?: Company | null): CompanyDescription {
  const isLookalike = isLookalikeDomain(domain);
  const guessedEmail = isLookalike ? null : `privacy@${domain}`;
  const contact = record?.dsrContactEmail ?? guessedEmail;
  const common = {
    domain,
    dsrContactEmail: contact,
    isContactOnOtherDomain: contact !== null && !isAtDomain(contact, domain),
    isLookalikeDomain: isLookalike,
  };
  if (!record) {
    return {
      ...common,
      name: nameFromDomain(domain),
      url: `https://${domain}`,
      dsrAlternativeEmail: null,
      deletionUrl: null,
      categories: [],
      isVerified: false,
      countries: [],
      preferredChannel: null,
      webFormUrl: null,
      requiredIdentity: [],
      source: 'fallback',
    };
  }
  return {
    ...common,
    name: record.name,
    url: record.url ?? `https://${domain}`,
    dsrAlternativeEmail: record.dsrAlternativeEmail,
    deletionUrl: record.deletionUrl,
    categories: record.categories,
    isVerified: record.isVerified && record.dsrContactEmail !== null,
    countries: record.countries,
    preferredChannel: record.preferredChannel,
    webFormUrl: record.webFormUrl,
    requiredIdentity: record.requiredIdentity,
    source: record.source,
  };
}

/** Whether an address's host belongs to `domain` (itself or a subdomain), by registrable domain. */
export function isAtDomain(address: string, domain: string): boolean {
  const host = address.slice(address.lastIndexOf('@') + 1);
  return toRegistrableDomain(host) === toRegistrableDomain(domain);
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
