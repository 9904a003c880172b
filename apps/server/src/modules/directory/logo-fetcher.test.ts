import { describe, expect, it, vi } from 'vitest';
import { fetchIcon, MAX_REDIRECTS, type IconAnswer } from './logo-fetcher';

const ICON = { contentType: 'image/x-icon', bytes: Buffer.from('00000100', 'hex') };

/** A site that answers each request in turn with the given answers, then with the icon. */
function siteAnswering(...answers: IconAnswer[]) {
  const queue = [...answers];
  return vi.fn(async (_url: URL): Promise<IconAnswer> => queue.shift() ?? { logo: ICON });
}

function requestedUrls(get: ReturnType<typeof siteAnswering>): string[] {
  return get.mock.calls.map(([url]) => url.href);
}

describe('fetchIcon', () => {
  it.each([
    'https://127.0.0.1/favicon.ico',
    'https://[::1]/favicon.ico',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.1.2.3/favicon.ico',
    'https://[fd00::1]/favicon.ico',
    'https://[::ffff:127.0.0.1]/favicon.ico',
    'https://2130706433/favicon.ico',
    'https://0x7f.1/favicon.ico',
  ])('refuses %s without making a request', async (url) => {
    const get = siteAnswering();
    await expect(fetchIcon(new URL(url), get)).rejects.toThrow(/not a public address/);
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses a plain-HTTP address without making a request', async () => {
    const get = siteAnswering();
    await expect(fetchIcon(new URL('http://example.com/favicon.ico'), get)).rejects.toThrow(
      /HTTPS/,
    );
    expect(get).not.toHaveBeenCalled();
  });

  it.each([
    ['https://127.0.0.1/x', /not a public address/],
    ['https://[::1]/x', /not a public address/],
    ['https://[fd00::1]/', /not a public address/],
    ['https://169.254.169.254/latest/meta-data/', /not a public address/],
    ['http://example.com/', /HTTPS/],
  ])('does not follow a redirect to %s', async (location, reason) => {
    const get = siteAnswering({ location });
    await expect(fetchIcon(new URL('https://example.com/favicon.ico'), get)).rejects.toThrow(
      reason,
    );
    expect(requestedUrls(get)).toEqual(['https://example.com/favicon.ico']);
  });

  it('checks every hop, not only the first redirect', async () => {
    const get = siteAnswering(
      { location: 'https://cdn.example.net/a' },
      { location: 'https://10.0.0.1/b' },
    );
    await expect(fetchIcon(new URL('https://example.com/favicon.ico'), get)).rejects.toThrow(
      /not a public address/,
    );
    expect(requestedUrls(get)).toEqual([
      'https://example.com/favicon.ico',
      'https://cdn.example.net/a',
    ]);
  });

  it('follows redirects to public HTTPS hosts, relative ones included', async () => {
    const get = siteAnswering(
      { location: 'https://cdn.example.net/icons/favicon.ico' },
      { location: '/icons/32.ico' },
      { location: 'https://93.184.215.14/icon.ico' },
    );
    await expect(fetchIcon(new URL('https://example.com/favicon.ico'), get)).resolves.toEqual(ICON);
    expect(requestedUrls(get)).toEqual([
      'https://example.com/favicon.ico',
      'https://cdn.example.net/icons/favicon.ico',
      'https://cdn.example.net/icons/32.ico',
      'https://93.184.215.14/icon.ico',
    ]);
  });

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    let hop = 0;
    const get = vi.fn(async (_url: URL): Promise<IconAnswer> => ({
      location: `https://example.com/${++hop}`,
    }));
    await expect(fetchIcon(new URL('https://example.com/favicon.ico'), get)).resolves.toBeNull();
    expect(get).toHaveBeenCalledTimes(MAX_REDIRECTS + 1);
  });
});
