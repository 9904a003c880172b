/** How a company's e-mail body shows in the preview. */
export type PreviewBody = 'shown' | 'folded' | 'unfolded' | 'none';

/**
 * One company's body: none until a law is chosen, and none when the template did not load (the
 * preview says so once, not under every company, and no 'Loading the e-mail…' waits for ever).
 * Otherwise one company's body is shown; of several, the first is open and the rest folded.
 */
export function previewBodyOf({
  hasLaw,
  hasFailed,
  index,
  count,
}: {
  hasLaw: boolean;
  hasFailed: boolean;
  index: number;
  count: number;
}): PreviewBody {
  if (!hasLaw || hasFailed) return 'none';
  if (count === 1) return 'shown';
  return index === 0 ? 'unfolded' : 'folded';
}
