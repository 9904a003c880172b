/**
 * The plain-text part of an e-mail Reclaim writes as HTML (its letters are paragraphs, line breaks
 * and the odd list): each paragraph one line of words, a blank line between paragraphs, a line
 * break where the HTML has one, and every character reference read back (`&lt;` as `<`). It is
 * what a mail program without HTML shows, so it must read as the letter does.
 */
export function htmlToPlainText(html: string): string {
  const text = html
    // Line breaks in the source are only wrapping: words within a paragraph run on.
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>\s*/gi, '\n')
    .replace(/\s*<li\b[^>]*>\s*/gi, '\n- ')
    .replace(/\s*<\/(?:p|div|ul|ol|h[1-6])>\s*/gi, '\n\n')
    .replace(/<[^<>]*>/g, '');
  return decodeReferences(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Character references (named, decimal, hex) as the characters they stand for. */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : reference;
    }
    return NAMED[body.toLowerCase()] ?? reference;
  });
}

/** Text as HTML shows it: the characters that would be markup written as references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
