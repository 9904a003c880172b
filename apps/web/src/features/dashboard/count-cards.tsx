import type { DomainCounts, DomainTile } from '@reclaim/contract';

interface Card {
  tile: DomainTile;
  title: string;
  value: (counts: DomainCounts) => number;
}

/** The three cards and the sums of spec §4. */
export const COUNT_CARDS: readonly Card[] = [
  {
    tile: 'pending',
    title: 'Companies With Your Data',
    value: (c) => c.neededDomain + c.pendingDomain,
  },
  {
    tile: 'initiated',
    title: 'Submitted Data Subject Requests',
    value: (c) => c.processingDomain + c.failedDomain + c.initiatedDomain,
  },
  {
    tile: 'reclaimed',
    title: 'Successful Data Subject Requests',
    value: (c) => c.reclaimedDomain,
  },
];

interface CountCardsProps {
  counts: DomainCounts | undefined;
  selected: DomainTile;
  onSelect: (tile: DomainTile) => void;
  /** The id of the table the cards switch, for `aria-controls`. */
  tableId: string;
}

/** The dashboard's count cards; each switches the table to its records, unless it counts 0. */
export function CountCards({ counts, selected, onSelect, tableId }: CountCardsProps) {
  return (
    <div role="tablist" aria-label="Your companies" className="grid grid-cols-3 gap-2 sm:gap-3">
      {COUNT_CARDS.map((card) => {
        const value = counts ? card.value(counts) : 0;
        const isSelected = card.tile === selected;
        return (
          <button
            key={card.tile}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tableId}
            disabled={value === 0 && !isSelected}
            onClick={() => onSelect(card.tile)}
            className={`flex flex-col items-start gap-1 rounded-2xl p-3 text-left sm:p-5 ring-1 transition-colors disabled:cursor-default ${
              isSelected
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-ink ring-slate-200 enabled:hover:ring-brand-400'
            }`}
          >
            <span className="text-2xl font-bold tabular-nums sm:text-3xl">
              {counts ? value : '–'}
            </span>
            <span
              className={`text-xs leading-snug sm:text-sm ${isSelected ? 'text-brand-50' : 'text-slate-700'}`}
            >
              {card.title}
            </span>
          </button>
        );
      })}
    </div>
  );
}
