import { describe, expect, it } from 'vitest';
import { stackBars, type StackedPart } from './stacked-bars';

type Part = 'open' | 'done';
const PARTS: StackedPart<Part>[] = [
  { key: 'open', label: 'Open', colour: 'bg-slate-400' },
  { key: 'done', label: 'Done', colour: 'bg-brand-900' },
];

describe('stackBars', () => {
  it('stacks each bar from the bottom in the parts’ order, scaled to the fullest bar', () => {
    const [first, second] = stackBars(
      [
        { label: '2014', values: { open: 3, done: 1 } },
        { label: '2015', values: { open: 8, done: 0 } },
      ],
      PARTS,
    );
    expect(first).toEqual([
      { part: 'open', height: 37.5 },
      { part: 'done', height: 12.5 },
    ]);
    expect(second).toEqual([{ part: 'open', height: 100 }]);
  });

  it('draws nothing for a bar of none, and does not divide by nothing', () => {
    expect(stackBars([{ label: '2020', values: { open: 0, done: 0 } }], PARTS)).toEqual([[]]);
  });
});
