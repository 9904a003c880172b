import { FOOTPRINT_PARTS, type FootprintPart, type FootprintYear } from '@reclaim/contract';
import { StackedBars, type StackedPart } from '../../components/stacked-bars';

export const FOOTPRINT_TITLE = 'Your Footprint';
export const FOOTPRINT_INTRO =
  'How many companies first got your address each year, and where you stand with them.';

const PART_COLOURS: Record<FootprintPart, string> = {
  pending: 'bg-slate-400',
  needed: 'bg-amber-500',
  asked: 'bg-brand-500',
  done: 'bg-brand-900',
};
const PARTS: StackedPart<FootprintPart>[] = FOOTPRINT_PARTS.map(({ key, label }) => ({
  key,
  label,
  colour: PART_COLOURS[key],
}));

/** The years from the first to the last, a year without a company among them with none. */
export function everyYear(years: readonly FootprintYear[]): FootprintYear[] {
  if (years.length === 0) return [];
  const byYear = new Map(years.map((year) => [year.year, year]));
  const first = years[0]!.year;
  return Array.from(
    { length: years.at(-1)!.year - first + 1 },
    (_, index) =>
      byYear.get(first + index) ?? {
        year: first + index,
        pending: 0,
        needed: 0,
        asked: 0,
        done: 0,
      },
  );
}

/** "Your footprint" drawn: a bar per year of first e-mails, stacked by where the person stands. */
export function FootprintChart({ years }: { years: readonly FootprintYear[] }) {
  return (
    <StackedBars
      caption="Companies by the year they first wrote to you"
      labelHeader="Year"
      parts={PARTS}
      bars={everyYear(years).map(({ year, ...values }) => ({ label: String(year), values }))}
    />
  );
}
