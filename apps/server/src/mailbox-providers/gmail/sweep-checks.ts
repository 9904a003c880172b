import type { SenderSearch } from './sender-query';
import type { Doubtful, PendingCheck } from './sweep-sender';

/**
 * Checks many senders' searches at once: one search, `from:(shop.com OR maria@gmail.com …)`
 * less what each one's known senders explain (split where it would pass the budget), lists what
 * none of them explains, and each sender reads what of that its own search listed. An id that two
 * of the searches list is read by both, whoever it is from: one sender's phrase must not explain
 * it away for the other. Senders that learned a term are checked again, together, until none
 * does; a page of senders costs a few list calls instead of one a sender.
 */
export async function checkSearches(
  search: SenderSearch,
  pending: readonly PendingCheck[],
): Promise<void> {
  let open = [...pending];
  while (open.length > 0) {
    const checkOf = new Map<string, PendingCheck>();
    for (const check of open) for (const term of check.terms) checkOf.set(term, check);
    const groups = await search.listGroups([...checkOf.keys()], (term) =>
      checkOf.get(term)!.explained(term),
    );
    const doubtful = new Map<PendingCheck, Map<string, readonly string[]>>(
      open.map((check) => [check, new Map()]),
    );
    const listedBy = (id: string) => open.filter((check) => check.lists(id));
    for (const group of groups) {
      const members = new Set(group.senders.map((term) => checkOf.get(term)!));
      for (const id of group.ids) {
        for (const check of listedBy(id)) {
          const listedWith = members.has(check) ? group.excluded : [];
          const known = doubtful.get(check)!;
          if (!known.has(id)) known.set(id, listedWith);
        }
      }
    }
    addOverlaps(open, doubtful);
    const again = await Promise.all(
      open.map((check) => check.review(order(check, doubtful.get(check)!))),
    );
    open = open.filter((_, index) => again[index]);
  }
}

/** Ids two pending searches list: each must read them, whatever the check listed. */
function addOverlaps(
  open: readonly PendingCheck[],
  doubtful: Map<PendingCheck, Map<string, readonly string[]>>,
) {
  const seenIn = new Map<string, PendingCheck>();
  for (const check of open) {
    for (const id of check.ids) {
      const other = seenIn.get(id);
      if (other === undefined) {
        seenIn.set(id, check);
        continue;
      }
      for (const owner of [other, check]) {
        const known = doubtful.get(owner)!;
        if (!known.has(id)) known.set(id, []);
      }
    }
  }
}

/** The doubtful ids of a check in the order of its own list, newest first. */
function order(check: PendingCheck, doubtful: ReadonlyMap<string, readonly string[]>): Doubtful[] {
  return check.ids.filter((id) => doubtful.has(id)).map((id) => [id, doubtful.get(id)!] as const);
}
