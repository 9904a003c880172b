import { describe, expect, it } from 'vitest';
import { contrastWithWhite, monogramColour, monogramLetter, monogramSvg } from './logo-monogram';
import { POPULAR_SITES } from './popular-sites';

const DOMAINS = [
  ...POPULAR_SITES.map((site) => site.domain),
  ...Array.from({ length: 2000 }, (_, i) => `company-${i}.example`),
];

describe('logo monogram', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // The lightest grey that passes AA for normal text on white.
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });

  it('gives every domain a colour the white letter passes WCAG AA on', () => {
    for (const domain of DOMAINS) {
      const colour = monogramColour(domain);
      expect(colour, domain).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(colour), domain).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a domain its colour and spreads the colours over the domains', () => {
    expect(monogramColour('spotify.com')).toBe(monogramColour('spotify.com'));
    const colours = new Set(POPULAR_SITES.map((site) => monogramColour(site.domain)));
    expect(colours.size).toBeGreaterThanOrEqual(90);
    const hues = new Set(DOMAINS.map((domain) => Math.floor(hueOf(monogramColour(domain)) / 30)));
    expect(hues.size).toBe(12);
  });

  it('takes the first letter in capitals, of an international name as people read it', () => {
    expect(monogramLetter('spotify.com')).toBe('S');
    expect(monogramLetter('9gag.com')).toBe('9');
    expect(monogramLetter('xn--bcher-kva.de')).toBe('B');
    expect(monogramLetter('xn--ber-goa.com')).toBe('Ü');
    expect(monogramLetter('xn--wgv71a119e.jp')).toBe('日');
  });

  it('escapes the letter and holds no script, style or outside reference', () => {
    const svg = monogramSvg('<x.com');
    expect(svg).toContain('>&lt;</text>');
    expect(monogramSvg('&x.com')).toContain('>&amp;</text>');
    expect(monogramSvg('"x.com')).toContain('>&quot;</text>');
    for (const text of [svg, monogramSvg('spotify.com')]) {
      expect(text).not.toMatch(/<script|<style|style=|href|url\(|<foreignObject|\bon\w+=/i);
      expect(text.match(/</g)).toHaveLength(5);
    }
  });
});

function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector =
    max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sector * 60;
}
