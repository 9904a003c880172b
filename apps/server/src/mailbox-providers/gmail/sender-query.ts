import { getPublicSuffix } from 'tldts';
import { listAllIds } from './gmail-api';
import { GmailApiError, type GmailCall } from './gmail-client';

/**
 * The longest `q` the sweep sends. Gmail documents no limit but refuses very long searches with
 * a 400; a longer exclusion list is split into several searches whose answers are intersected.
 */
export const QUERY_BUDGET = 2000;
/** Below this a 400 is not about length: the search itself is refused. */
const MIN_QUERY_BUDGET = 250;

const COUNTRY_CODES = Array.from({ length: 26 * 26 }, (_, index) =>
  String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26)),
);
const extensionsByLabel = new Map<string, string[]>();

/**
 * The public suffixes that extend a domain's last label (`com.au`, `com.br`, … for `shop.com`).
 * Gmail's `from:shop.com` also lists `shop.com.au`, another company, whose mail shares the
 * tokens `shop com`; excluding `-from:com.au` removes exactly those pairs. Mail of the company
 * itself that happens to carry such a pair is left to the walk, which reads it on its own.
 */
export function coDomainSuffixes(domain: string): string[] {
  const label = domain.slice(domain.lastIndexOf('.') + 1);
  let suffixes = extensionsByLabel.get(label);
  if (!suffixes) {
    const isSuffix = (suffix: string) =>
      getPublicSuffix(`x.${suffix}`, { allowPrivateDomains: false }) === suffix;
    // A country whose rule is a wildcard (`*.ck`) makes every label a suffix: not a co-domain.
    suffixes = COUNTRY_CODES.filter((code) => !isSuffix(`not-a-label.${code}`))
      .map((code) => `${label}.${code}`)
      .filter(isSuffix);
    extensionsByLabel.set(label, suffixes);
  }
  return suffixes;
}

/** `q` for `sender`'s mail without any of `excluded`: `from:shop.com -from:(com.au OR …)`. */
export function fromQuery(sender: string, excluded: readonly string[], range = ''): string {
  const base = range ? `from:${sender} ${range}` : `from:${sender}`;
  return excluded.length === 0 ? base : `${base} -from:(${excluded.join(' OR ')})`;
}

/** Searches for `sender`'s mail in `range` without any of `excluded`, each at most `budget` long. */
function queriesFor(sender: string, excluded: readonly string[], range: string, budget: number) {
  if (excluded.length === 0) return [fromQuery(sender, [], range)];
  const queries: string[] = [];
  let terms: string[] = [];
  const queryOf = (group: string[]) => fromQuery(sender, group, range);
  for (const term of excluded) {
    if (terms.length > 0 && queryOf([...terms, term]).length > budget) {
      queries.push(queryOf(terms));
      terms = [];
    }
    terms.push(term);
  }
  queries.push(queryOf(terms));
  return queries;
}

/** Lists a sender's ids, split to fit a query budget that a 400 halves; one per mailbox sweep. */
export class SenderSearch {
  private budget = QUERY_BUDGET;

  constructor(
    private readonly call: GmailCall,
    private readonly range: string,
  ) {}

  /**
   * Every id any of `senders` (addresses) has in the range, newest first: one search for many
   * people, split where it would pass the budget, the parts' answers joined. No senders, no
   * search.
   */
  async listAny(senders: readonly string[]): Promise<string[]> {
    const groups: string[][] = [];
    for (;;) {
      groups.length = 0;
      for (const sender of senders) {
        const last = groups.at(-1);
        const query = last && `from:(${[...last, sender].join(' OR ')}) ${this.range}`;
        if (last && query!.length <= this.budget) last.push(sender);
        else groups.push([sender]);
      }
      const queries = groups.map((group) => `from:(${group.join(' OR ')}) ${this.range}`);
      try {
        const lists = await Promise.all(queries.map((query) => listAllIds(this.call, query)));
        return [...new Set(lists.flat())];
      } catch (error) {
        if (!this.mayShorten(error, queries)) throw error;
      }
    }
  }

  /** On a 400 for a search that a shorter budget would split, takes that budget and says so. */
  private mayShorten(error: unknown, queries: readonly string[]): boolean {
    // A 400 for a search that can still be split shorter is taken as Gmail's length limit.
    const shorter = Math.max(MIN_QUERY_BUDGET, Math.floor(this.budget / 2));
    const canSplit = shorter < this.budget && queries.some((query) => query.length > shorter);
    if (!(error instanceof GmailApiError && error.status === 400 && canSplit)) return false;
    this.budget = shorter;
    return true;
  }

  /**
   * Every id `from:sender` lists in the range, newest first, except those `excluded` (addresses
   * or domains) also match. An exclusion list too long for one search is split, and the parts'
   * answers intersected: each part leaves out some of the excluded mail, together all of it.
   */
  async list(sender: string, excluded: readonly string[] = []): Promise<string[]> {
    for (;;) {
      const queries = queriesFor(sender, excluded, this.range, this.budget);
      try {
        const [first, ...others] = await Promise.all(
          queries.map((query) => listAllIds(this.call, query)),
        );
        if (others.length === 0) return first!;
        const kept = others.map((ids) => new Set(ids));
        return first!.filter((id) => kept.every((ids) => ids.has(id)));
      } catch (error) {
        if (!this.mayShorten(error, queries)) throw error;
      }
    }
  }
}
