import { createHash } from 'node:crypto';
import { domainToUnicode } from 'node:url';

/** WCAG AA for normal text: the white letter on its background. */
export const MONOGRAM_MIN_CONTRAST = 4.5;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * The stand-in logo of a domain without one: its first letter in white on a colour of its own,
 * as an SVG. It carries no script, style element or outside reference, so it is safe under the
 * app's CSP even when opened on its own; the letter is escaped all the same.
 */
export function monogramSvg(domain: string): string {
  const letter = escapeXml(monogramLetter(domain));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${monogramColour(domain)}"/>` +
    '<text x="32" y="32" dy=".35em" text-anchor="middle" fill="#ffffff" font-size="32" ' +
    `font-weight="700" font-family="system-ui, Arial, sans-serif">${letter}</text></svg>`
  );
}

/** The first letter of the name as people read it (`xn--bcher-kva.de` → `B`), in capitals. */
export function monogramLetter(domain: string): string {
  const [first = '?'] = Array.from(domainToUnicode(domain) || domain);
  return first.toUpperCase();
}

/**
 * A colour of the domain's own, the same every time: a hue from a hash of the name, darkened
 * until white text on it reaches {@link MONOGRAM_MIN_CONTRAST}.
 */
export function monogramColour(domain: string): string {
  const hash = createHash('sha256').update(domain).digest();
  const hue = hash.readUInt16BE(0) % 360;
  const saturation = 0.45 + (hash[2]! / 255) * 0.25;
  for (let lightness = 0.5; lightness > 0; lightness -= 0.02) {
    const colour = hslToHex(hue, saturation, lightness);
    if (contrastWithWhite(colour) >= MONOGRAM_MIN_CONTRAST) return colour;
  }
  return '#000000';
}

/** The WCAG contrast ratio of white on `#rrggbb`. */
export function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}
