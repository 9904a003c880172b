import type { FootprintYear } from '@reclaim/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FootprintChart, everyYear } from './footprint-chart';

const YEARS: FootprintYear[] = [
  { year: 2014, pending: 2, needed: 1, asked: 0, done: 1 },
  { year: 2019, pending: 8, needed: 0, asked: 0, done: 0 },
];

describe('the footprint chart', () => {
  it('shows every year from the first to the last, one without a company as none', () => {
    expect(everyYear(YEARS).map((year) => year.year)).toEqual([2014, 2015, 2016, 2017, 2018, 2019]);
    expect(everyYear(YEARS)[1]).toEqual({ year: 2015, pending: 0, needed: 0, asked: 0, done: 0 });
    expect(everyYear([])).toEqual([]);
  });

  it('gives a screen reader the same figures as a table', () => {
    const html = renderToStaticMarkup(<FootprintChart years={YEARS} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(
      '<tr><th scope="col">Year</th><th scope="col">Still pending</th><th scope="col">Needed</th><th scope="col">Asked</th><th scope="col">Done</th></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row">2014</th><td>2</td><td>1</td><td>0</td><td>1</td></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row">2019</th><td>8</td><td>0</td><td>0</td><td>0</td></tr>',
    );
    expect(html).toContain('<th scope="row">2016</th>');
  });
});
