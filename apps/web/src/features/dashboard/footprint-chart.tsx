import { FOOTPRINT_PARTS, type FootprintPart, type FootprintYear } from '@reclaim/contract';
import { useId } from 'react';

export const FOOTPRINT_TITLE = 'Your Footprint';
export const FOOTPRINT_INTRO =
  'How many companies first got your address each year, and where you stand with them.';

/** Each part's colour, in the bars and the legend's swatches. */
const PART_COLOURS: Record<FootprintPart, string> = {
  pending: 'bg-slate-400',
  needed: 'bg-amber-500',
  asked: 'bg-brand-500',
  done: 'bg-brand-900',
};

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

export interface BarSegment {
  part: FootprintPart;
  y: number;
  height: number;
}

/**
 * The bars of the chart, one a year, each a stack of its parts from the bottom (pending first),
 * scaled so that the year with the most companies fills `height`. A part of none has no segment.
 */
export function stackBars(years: readonly FootprintYear[], height: number): BarSegment[][] {
  const totals = years.map((year) => FOOTPRINT_PARTS.reduce((sum, { key }) => sum + year[key], 0));
  const most = Math.max(1, ...totals);
  return years.map((year) => {
    let top = height;
    return FOOTPRINT_PARTS.filter(({ key }) => year[key] > 0).map(({ key }) => {
      const segment = (year[key] / most) * height;
      top -= segment;
      return { part: key, y: top, height: segment };
    });
  });
}

/**
 * "Your footprint" drawn: a bar per year of first e-mails, stacked by where the person stands
 * with those companies. The picture is for the eye; a screen reader reads the same figures from
 * the table behind it. On a phone every third year is labelled, so that the labels keep their size.
 */
export function FootprintChart({ years: counted }: { years: readonly FootprintYear[] }) {
  const captionId = useId();
  const years = everyYear(counted);
  const bars = stackBars(years, 100);
  const last = years.length - 1;
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="sr-only">
        Companies by the year they first wrote to you
      </figcaption>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className="flex h-36 items-end gap-1 sm:gap-2">
          {bars.map((segments, index) => (
            <div key={years[index]!.year} className="flex h-full min-w-0 flex-1 flex-col-reverse">
              {segments.map((segment) => (
                <div
                  key={segment.part}
                  className={PART_COLOURS[segment.part]}
                  style={{ height: `${segment.height}%` }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className="flex gap-1 text-center text-[11px] text-slate-600 sm:gap-2">
          {years.map((year, index) => (
            <span key={year.year} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
              <span className={(last - index) % 3 === 0 ? '' : 'hidden sm:inline'}>
                {year.year}
              </span>
            </span>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        {FOOTPRINT_PARTS.map(({ key, label }) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={`inline-block h-3 w-3 rounded-sm ${PART_COLOURS[key]}`} />
            {label}
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">Year</th>
            {FOOTPRINT_PARTS.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year}>
              <th scope="row">{year.year}</th>
              {FOOTPRINT_PARTS.map(({ key }) => (
                <td key={key}>{year[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
