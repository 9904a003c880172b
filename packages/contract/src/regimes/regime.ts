import type { Period, WeekendRule } from './periods';

/**
 * What a person may ask a company: a copy of their data (`access`), its erasure, that the company
 * stop using it for marketing or selling it (`objection`, GDPR's objection and the US states'
 * opt-outs), or that it correct it.
 */
export const RIGHTS = ['access', 'erasure', 'objection', 'correction'] as const;
export type Right = (typeof RIGHTS)[number];

/**
 * What a right reaches where that is narrower than its name, as letters in every language say it
 * (the English words here).
 */
export const RIGHT_SCOPES = {
  'marketing-and-legitimate-interests':
    'direct marketing and processing based on legitimate interests',
  'sale-ads-profiling': 'sale of personal data, targeted advertising and profiling',
  'sale-and-ads': 'sale of personal data and targeted advertising',
  'sale-sharing-sensitive':
    'sale and sharing of personal information, and use of sensitive personal information',
  'sensitive-data': 'use of sensitive personal information',
  'provided-data': 'data the person gave the company',
  'consented-unnecessary-unlawful':
    'data processed with consent, and unnecessary, excessive or unlawfully processed data',
  'unlawful-unneeded-or-harmful':
    "data used or obtained unlawfully, no longer needed, affected by a leak, or whose use is likely to harm the person's rights or legitimate interests",
  suspension: 'suspension of the processing of personal data',
  'inaccurate-or-unlawful':
    'data that is inaccurate, irrelevant, excessive, out of date or unlawfully obtained, or no longer to be kept',
} as const;
export type RightScope = keyof typeof RIGHT_SCOPES;

/** How long a company has to answer, and the provision that says so. */
export interface TimeLimit {
  period: Period;
  citation: string;
  /**
   * Where a limit ending on a weekend ends instead, and on what basis; the day itself when
   * absent.
   */
  weekend?: { rule: WeekendRule; basis: string };
  /**
   * The longer limit a company may take (null where the law sets no cap), on what condition, and
   * the provision.
   */
  extension?: {
    period: Period | null;
    condition: string;
    citation: string;
    /**
     * The law has the company announce the extension within the first limit (its condition says
     * so); an extension told later gives it no more time.
     */
    isToldWithinLimit?: true;
  };
}

/** One right as a regime grants it. */
export interface RightRule {
  /** The provision that grants it, as a letter cites it. */
  citation: string;
  /** What the right reaches where that is narrower than its name. */
  scope?: RightScope;
  /**
   * The time limit; null where the law sets none the company can be held to by a date ('without
   * undue delay', 'within a reasonable period'): the request shows no due date.
   */
  timeLimit: TimeLimit | null;
  /** The law forbids making this request (or the part `scope` names) wait for proof of identity. */
  withoutVerification?: { citation: string; scope?: RightScope };
}

/**
 * A legal regime as Reclaim writes under it: one row of the table, every fact with the provision
 * it comes from and the pages it was read on (docs/laws.md lists them).
 */
export interface Regime {
  id: string;
  /** The law's own name. */
  name: string;
  /** How letters and the preview name it: 'GDPR', 'CCPA'. */
  shortName: string;
  /** The choice in the preview: 'GDPR (European Union)'. */
  label: string;
  /**
   * Where it protects people: ISO 3166-1 country codes, or ISO 3166-2 codes for a state or a
   * province whose own law applies there (`US-CA`, `CA-QC`).
   */
  appliesIn: readonly string[];
  rights: { readonly [R in Right]?: RightRule };
  /** A receipt the company must confirm within a time, and the provision. */
  acknowledgement?: { period: Period; citation: string; rights: readonly Right[] };
  /** Where a person complains; null where it depends on where they live (the GDPR's). */
  authority: { name: string; url: string } | null;
  /** The pages every fact of the row was read on. */
  sources: readonly string[];
}
