import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './copy-to-clipboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyToClipboard', () => {
  it('writes the text and resolves true when the browser accepts', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyToClipboard('https://reclaim.example/')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://reclaim.example/');
  });

  it('resolves false when the browser refuses the write', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyToClipboard('x')).resolves.toBe(false);
  });

  it('resolves false when there is no Clipboard API', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copyToClipboard('x')).resolves.toBe(false);
  });
});
