import type { DomainRecord } from '@reclaim/contract';

/** The records a person has checked, in the order they checked them (spec §3 "selected domains"). */
export type Selection = readonly DomainRecord[];

/** Checking a card adds its record once; it leaves every other list (spec §4). */
export function addToSelection(selection: Selection, record: DomainRecord): Selection {
  return isSelected(selection, record.domainName) ? selection : [...selection, record];
}

/** Unchecking returns the record to the lists it came from. */
export function removeFromSelection(selection: Selection, domainName: string): Selection {
  return selection.filter((record) => record.domainName !== domainName);
}

export function isSelected(selection: Selection, domainName: string): boolean {
  return selection.some((record) => record.domainName === domainName);
}

/** A list as shown: selected records are left out, they are in 'Selected Domains' (spec §4). */
export function withoutSelected(
  records: readonly DomainRecord[],
  selection: Selection,
): DomainRecord[] {
  if (selection.length === 0) return [...records];
  const selected = new Set(selection.map((record) => record.domainName));
  return records.filter((record) => !selected.has(record.domainName));
}
