/**
 * Writes text to the clipboard. Resolves false instead of throwing when the Clipboard API is
 * missing (insecure context, old browser) or the browser refuses, so the caller can fall back
 * to showing the text for manual copying.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
