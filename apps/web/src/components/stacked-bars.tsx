import { useId, type ReactNode } from 'react';

/** One part of every bar: its key in the values, its name and its colour (a background class). */
export interface StackedPart<Key extends string> {
  key: Key;
  label: string;
  colour: string;
}

/** One bar: its label under it (a year, a month) and how much of each part it holds. */
export interface StackedBar<Key extends string> {
  label: string;
  values: Record<Key, number>;
}

export interface BarSegment<Key extends string> {
  part: Key;
  /** Percent of the chart's height. */
  height: number;
}

/**
 * Each bar as a stack of its parts from the bottom, in the parts' order, scaled so that the fullest
 * bar fills the chart; a part of none has no segment.
 */
export function stackBars<Key extends string>(
  bars: readonly StackedBar<Key>[],
  parts: readonly StackedPart<Key>[],
): BarSegment<Key>[][] {
  const totals = bars.map((bar) => parts.reduce((sum, { key }) => sum + bar.values[key], 0));
  const most = Math.max(1, ...totals);
  return bars.map((bar) =>
    parts
      .filter(({ key }) => bar.values[key] > 0)
      .map(({ key }) => ({ part: key, height: (bar.values[key] / most) * 100 })),
  );
}

/**
 * A stacked bar chart drawn with the page's own boxes, so that its labels keep the page's text
 * size at every width (decision 79). The picture and its legend are for the eye; a screen reader
 * reads the same figures from the table behind them. On a phone every third bar is labelled.
 */
export function StackedBars<Key extends string>({
  caption,
  labelHeader,
  parts,
  bars,
}: {
  /** Names the figure, for screen readers. */
  caption: string;
  /** The table's first column: what a bar's label is ('Year', 'Month'). */
  labelHeader: string;
  parts: readonly StackedPart<Key>[];
  bars: readonly StackedBar<Key>[];
}) {
  const captionId = useId();
  const stacks = stackBars(bars, parts);
  const colourOf = new Map(parts.map(({ key, colour }) => [key, colour]));
  const last = bars.length - 1;
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className="flex h-36 items-end gap-1 sm:gap-2">
          {stacks.map((segments, index) => (
            <div key={bars[index]!.label} className="flex h-full min-w-0 flex-1 flex-col-reverse">
              {segments.map((segment) => (
                <div
                  key={segment.part}
                  className={colourOf.get(segment.part)}
                  style={{ height: `${segment.height}%` }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className="flex gap-1 text-center text-[11px] text-slate-600 sm:gap-2">
          {bars.map((bar, index) => (
            <span key={bar.label} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
              <span className={(last - index) % 3 === 0 ? '' : 'hidden sm:inline'}>
                {bar.label}
              </span>
            </span>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        {parts.map(({ key, label, colour }) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className={`inline-block h-3 w-3 rounded-sm ${colour}`} />
            {label}
          </li>
        ))}
      </ul>
      {/* A table is as wide as its text whatever its own width: the box around it hides it. */}
      <div className="sr-only">
        <table>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {parts.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                {parts.map(({ key }) => (
                  <td key={key}>{bar.values[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A chart's card: its heading, a sentence on what it shows, and the chart. */
export function ChartPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
