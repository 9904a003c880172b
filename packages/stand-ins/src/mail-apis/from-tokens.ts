/**
 * The lower-case runs of letters and digits in `text`: how a realistic `from:` search reads both
 * the value asked for and a From header, so punctuation, `@`, dots and hyphens all separate words.
 */
export function tokenizeFrom(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether `run` occurs in `tokens` as a contiguous sequence; an empty run never does. */
export function hasTokenRun(tokens: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= tokens.length; start += 1) {
    let offset = 0;
    while (offset < run.length && tokens[start + offset] === run[offset]) offset += 1;
    if (offset === run.length) return true;
  }
  return false;
}
