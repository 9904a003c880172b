import { mkdtemp } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSelfSignedCertificate } from '@reclaim/stand-ins/tls/self-signed';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fetchPublic,
  followRedirects,
  PrivateHostError,
  requirePublicLiteral,
  resolveDialAddress,
  type FetchedBytes,
  type HopAnswer,
  type LookupAll,
} from './outbound';

const MAX_REDIRECTS = 3;
const PUBLIC_ONLY = { allowPrivateHosts: false };
const ICON = { contentType: 'image/x-icon', bytes: Buffer.from('00000100', 'hex') };

/** A site that answers each request in turn with the given answers, then with the icon. */
function siteAnswering(...answers: { location: string }[]) {
  const queue = [...answers];
  return vi.fn(async (url: URL): Promise<HopAnswer> =>
    queue.length > 0
      ? { status: 302, ...queue.shift()! }
      : ({ status: 200, ...ICON, url: url.href } satisfies FetchedBytes),
  );
}

/** What `fetchIcon` of the logo fetcher did: follow redirects, then take the icon. */
const fetchIcon = async (url: URL, get: ReturnType<typeof siteAnswering>) => {
  const answer = await followRedirects(
    url,
    { policy: PUBLIC_ONLY, maxRedirects: MAX_REDIRECTS },
    get,
  );
  return answer.status === 200 ? { contentType: answer.contentType, bytes: answer.bytes } : null;
};

function requestedUrls(get: ReturnType<typeof siteAnswering>): string[] {
  return get.mock.calls.map(([url]) => url.href);
}

describe('following redirects', () => {
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
    await expect(fetchIcon(new URL(url), get)).rejects.toThrow(/private or local network/);
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
    ['https://127.0.0.1/x', /private or local network/],
    ['https://[::1]/x', /private or local network/],
    ['https://[fd00::1]/', /private or local network/],
    ['https://169.254.169.254/latest/meta-data/', /private or local network/],
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
      /private or local network/,
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
    const get = vi.fn(async (_url: URL): Promise<HopAnswer> => ({
      status: 301,
      location: `https://example.com/${++hop}`,
    }));
    await expect(fetchIcon(new URL('https://example.com/favicon.ico'), get)).resolves.toBeNull();
    expect(get).toHaveBeenCalledTimes(MAX_REDIRECTS + 1);
  });
});

/** A resolver that answers every name with these addresses, and counts its calls. */
function resolvingTo(...addresses: string[]) {
  return vi.fn<LookupAll>(async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}

describe('where a connection may go', () => {
  it('dials the first address of a name that resolves to public addresses only', async () => {
    const lookup = resolvingTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    await expect(resolveDialAddress('mail.example.com', { ...PUBLIC_ONLY, lookup })).resolves.toBe(
      '93.184.215.14',
    );
    expect(lookup).toHaveBeenCalledOnce();
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['a private network', '10.1.2.3'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['documentation', '192.0.2.10'],
    ['NAT64 translation', '64:ff9b::7f00:1'],
    ['unique-local IPv6', 'fd00::1'],
  ])('refuses a name with one address on %s among public ones', async (_range, address) => {
    const lookup = resolvingTo('93.184.215.14', address);
    await expect(
      resolveDialAddress('mail.example.com', { ...PUBLIC_ONLY, lookup }),
    ).rejects.toBeInstanceOf(PrivateHostError);
  });

  it('refuses an address typed as the host without resolving anything', async () => {
    const lookup = resolvingTo('93.184.215.14');
    for (const host of ['127.0.0.1', '[::1]', '::ffff:127.0.0.1', '192.168.1.1']) {
      expect(() => requirePublicLiteral(host, PUBLIC_ONLY), host).toThrow(PrivateHostError);
      await expect(resolveDialAddress(host, { ...PUBLIC_ONLY, lookup }), host).rejects.toThrow(
        PrivateHostError,
      );
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it("lets the operator's own network through when private hosts are allowed", async () => {
    const lookup = resolvingTo('10.0.0.5');
    const policy = { allowPrivateHosts: true, lookup };
    await expect(resolveDialAddress('mail.lan', policy)).resolves.toBe('mail.lan');
    expect(() => requirePublicLiteral('10.0.0.5', policy)).not.toThrow();
  });

  it('passes on the resolver’s own failure for the caller to explain', async () => {
    const lookup = vi.fn<LookupAll>(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), {
        code: 'ENOTFOUND',
      });
    });
    await expect(
      resolveDialAddress('nowhere.example', { ...PUBLIC_ONLY, lookup }),
    ).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('fetching from a public host', () => {
  /** A TCP server on loopback that counts the connections made to it. */
  async function listening() {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      connections: () => connections,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  const options = (lookup: LookupAll) => ({
    policy: { ...PUBLIC_ONLY, lookup },
    userAgent: 'Reclaim test',
    maxBytes: 1024,
    timeoutMs: 5_000,
    maxRedirects: 0,
  });

  it('never connects to a name its one lookup puts on this machine', async () => {
    const server = await listening();
    try {
      const lookup = resolvingTo('127.0.0.1');
      await expect(
        fetchPublic(`https://rebinding.example:${server.port}/favicon.ico`, options(lookup)),
      ).rejects.toBeInstanceOf(PrivateHostError);
      expect(lookup).toHaveBeenCalledOnce();
      expect(server.connections()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("reaches the operator's own network by name when private hosts are allowed", async () => {
    const server = await listening();
    try {
      // The stand-in speaks no TLS, so the request fails, but only after connecting.
      await expect(
        fetchPublic(`https://localhost:${server.port}/`, {
          ...options(resolvingTo('93.184.215.14')),
          policy: { allowPrivateHosts: true },
        }),
      ).rejects.toThrow();
      expect(server.connections()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('refuses plain HTTP and loopback literals before any lookup', async () => {
    const lookup = resolvingTo('93.184.215.14');
    await expect(fetchPublic('http://example.com/', options(lookup))).rejects.toThrow(/HTTPS/);
    await expect(fetchPublic('https://127.0.0.1/', options(lookup))).rejects.toThrow(
      PrivateHostError,
    );
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('a request with headers and a body', () => {
  let server: HttpsServer;
  let tls: { key: string; cert: string };
  const seen: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    tls = await writeSelfSignedCertificate(await mkdtemp(join(tmpdir(), 'outbound-tls-')));
    server = createHttpsServer(tls, (req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', headers: req.headers, body });
        if (req.url === '/moved') {
          res.writeHead(302, { location: '/elsewhere' }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const urlOf = (path: string) =>
    `https://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const options = () => ({
    policy: { allowPrivateHosts: true, trustedCertificates: tls.cert },
    userAgent: 'Reclaim test',
    maxBytes: 1024,
    timeoutMs: 5_000,
    maxRedirects: 0,
    headers: { authorization: 'Bearer token-1' },
    body: { contentType: 'application/x-www-form-urlencoded', text: 'List-Unsubscribe=One-Click' },
  });

  it('POSTs the body with its type and the headers, over TLS checked against the trusted certificate', async () => {
    const answer = await fetchPublic(urlOf('/unsubscribe'), options());

    expect(answer).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(answer.bytes.toString()).toBe('{"ok":true}');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: {
        authorization: 'Bearer token-1',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Reclaim test',
      },
    });
  });

  it('refuses a certificate it was not told to trust', async () => {
    const untrusted = { ...options(), policy: { allowPrivateHosts: true } };
    await expect(fetchPublic(urlOf('/unsubscribe'), untrusted)).rejects.toThrow(/self-signed/);
  });

  it('follows no redirect, so neither the secret nor the body goes anywhere else', async () => {
    const before = seen.length;
    const answer = await fetchPublic(urlOf('/moved'), options());
    expect(answer.status).toBe(302);
    expect(seen.slice(before).map((request) => request.method)).toEqual(['POST']);
    await expect(fetchPublic(urlOf('/moved'), { ...options(), maxRedirects: 1 })).rejects.toThrow(
      'A request with headers or a body follows no redirect',
    );
    expect(seen.length).toBe(before + 1);
  });
});
