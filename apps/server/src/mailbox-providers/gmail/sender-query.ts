import { getPublicSuffix } from 'tldts';
import { listAllIds, listIds } from './gmail-api';
import { GmailApiError, type GmailCall } from './gmail-client';

/**
 * The longest `q` the sweep sends at first. Gmail documents no limit but refuses long searches
 * with the 400 of an invalid one (searches over 1,500 characters have been refused), so this is
 * a guess: a longer list of terms is split into several searches, and a 400 for a search
 * longer than any answered shrinks the budget for the rest of the sweep (see `SearchHints`).
 */
export const QUERY_BUDGET = 1500;
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

/**
 * What a sweep learned of Gmail's search, kept between its pages: the query budget (shrunk by a
 * 400), the longest search answered, and whether a phrase of display name and address matches.
 */
export interface SearchHints {
  budget: number;
  longestAnswered: number;
  /** False once a read showed mail that such a phrase should have matched and did not. */
  phrasesMatch: boolean;
}

export const freshSearchHints = (): SearchHints => ({
  budget: QUERY_BUDGET,
  longestAnswered: 0,
  phrasesMatch: true,
});

/** Lists a sender's ids, split to fit a query budget that a 400 shrinks. */
export class SenderSearch {
  constructor(
    private readonly call: GmailCall,
    private readonly range: string,
    readonly hints: SearchHints = freshSearchHints(),
  ) {}

  /**
   * Every id any of `senders` (addresses) has in the range, newest first, less what `excluded`
   * matches: one search for many people, split where it would pass the budget, the parts'
   * answers joined. No senders, no search.
   */
  async listAny(senders: readonly string[], excluded: readonly string[] = []): Promise<string[]> {
    const groups = await this.listGroups(senders, () => excluded);
    return [...new Set(groups.flatMap((group) => group.ids))];
  }

  /**
   * The ids of `from:(a OR b …)` for groups of `senders` (domains or addresses) as long as the
   * budget allows, each group leaving out what `excludedOf` says for each of its senders: what
   * each group's search listed, apart.
   */
  async listGroups(
    senders: readonly string[],
    excludedOf: (sender: string) => readonly string[],
  ): Promise<{ senders: string[]; excluded: string[]; ids: string[] }[]> {
    const excludedBy = (group: readonly string[]) => [...new Set(group.flatMap(excludedOf))];
    const queryOf = (group: readonly string[]) =>
      fromQuery(`(${group.join(' OR ')})`, excludedBy(group), this.range);
    for (;;) {
      const groups: string[][] = [];
      for (const sender of senders) {
        const last = groups.at(-1);
        if (last && queryOf([...last, sender]).length <= this.hints.budget) last.push(sender);
        else groups.push([sender]);
      }
      const queries = groups.map(queryOf);
      try {
        const lists = await Promise.all(queries.map((query) => this.listAll(query)));
        return groups.map((group, index) => ({
          senders: group,
          excluded: excludedBy(group),
          ids: lists[index]!,
        }));
      } catch (error) {
        if (!this.mayShorten(error, queries)) throw error;
      }
    }
  }

  /**
   * Which of `terms` (co-domain suffixes such as `com.au`) any From header in the range holds,
   * by searches for one id that halve the terms where they find one (a half is not searched
   * when the other half found nothing: it must hold one): a few among a hundred cost about a
   * dozen list calls, and none at all one call.
   */
  async presentAmong(terms: readonly string[], holdsOne = false): Promise<string[]> {
    if (terms.length === 0) return [];
    const query = fromQuery(`(${terms.join(' OR ')})`, [], this.range);
    if (terms.length > 1 && (holdsOne || query.length > this.hints.budget)) {
      return this.presentInHalves(terms, holdsOne);
    }
    if (!holdsOne) {
      let ids: string[];
      try {
        ({ ids } = await listIds(this.call, query, null, 1));
        this.hints.longestAnswered = Math.max(this.hints.longestAnswered, query.length);
      } catch (error) {
        if (terms.length === 1 || !this.mayShorten(error, [query])) throw error;
        return this.presentInHalves(terms, false);
      }
      if (ids.length === 0) return [];
    }
    return terms.length === 1 ? [...terms] : this.presentInHalves(terms, true);
  }

  private async presentInHalves(terms: readonly string[], holdsOne: boolean): Promise<string[]> {
    const half = Math.ceil(terms.length / 2);
    const first = await this.presentAmong(terms.slice(0, half));
    // When the first half holds none, the second holds what the whole was found to hold.
    const second = await this.presentAmong(terms.slice(half), holdsOne && first.length === 0);
    return [...first, ...second];
  }

  private async listAll(query: string): Promise<string[]> {
    const ids = await listAllIds(this.call, query);
    this.hints.longestAnswered = Math.max(this.hints.longestAnswered, query.length);
    return ids;
  }

  /**
   * On a 400 for a search longer than any Gmail answered, takes it as Gmail's length limit: the
   * budget shrinks to three quarters of that search (never below what was answered), and the
   * caller splits again. Any other 400 is the search itself refused.
   */
  private mayShorten(error: unknown, queries: readonly string[]): boolean {
    const longest = Math.max(...queries.map((query) => query.length));
    const { hints } = this;
    const shorter = Math.max(MIN_QUERY_BUDGET, hints.longestAnswered, Math.floor(longest * 0.75));
    const isLength = longest > hints.longestAnswered && shorter < Math.min(longest, hints.budget);
    if (!(error instanceof GmailApiError && error.status === 400 && isLength)) return false;
    hints.budget = shorter;
    return true;
  }

  /**
   * Every id `from:sender` lists in the range, newest first, except those `excluded` (addresses
   * or domains) also match. An exclusion list too long for one search is split, and the parts'
   * answers intersected: each part leaves out some of the excluded mail, together all of it.
   */
  async list(sender: string, excluded: readonly string[] = []): Promise<string[]> {
    for (;;) {
      const queries = queriesFor(sender, excluded, this.range, this.hints.budget);
      try {
        const [first, ...others] = await Promise.all(queries.map((query) => this.listAll(query)));
        if (others.length === 0) return first!;
        const kept = others.map((ids) => new Set(ids));
        return first!.filter((id) => kept.every((ids) => ids.has(id)));
      } catch (error) {
        if (!this.mayShorten(error, queries)) throw error;
      }
    }
  }
}
