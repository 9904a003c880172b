import { describe, expect, it, vi } from 'vitest';
import {
  dialAddressFor,
  guardEndpoint,
  isPortAllowed,
  isPrivateAddress,
  requirePublicAddressLiteral,
  type LookupAll,
} from './mail-host-guard';
import { ImapConnectError } from './imap-errors';

/** A resolver that answers from a table and never touches the network. */
function fakeLookup(table: Record<string, string[]>) {
  return vi.fn<LookupAll>(async (host) => {
    const addresses = table[host];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
}

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['98.136.96.77', '172.32.0.1', '17.42.251.41', '2001:4998:44:3507::8000'])(
    'lets public %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('dialAddressFor', () => {
  const refusing = (lookup: LookupAll) => ({ allowPrivateHosts: false, lookup });

  it('resolves a public host once and dials the address it checked', async () => {
    const lookup = fakeLookup({
      'imap.mail.yahoo.com': ['98.136.96.77', '2001:4998:44:3507::8000'],
    });
    await expect(dialAddressFor('imap.mail.yahoo.com', refusing(lookup))).resolves.toBe(
      '98.136.96.77',
    );
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a name with any private address, saying why', async () => {
    const lookup = fakeLookup({ 'mixed.example.com': ['98.136.96.77', '10.0.0.5'] });
    const error = await dialAddressFor('mixed.example.com', refusing(lookup)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImapConnectError);
    expect(error).toMatchObject({ reason: 'private' });
    expect((error as Error).message).toBe(
      'Reclaim does not connect to mixed.example.com: it is on a private or local network. ' +
        'Enter the public server name of your mail service.',
    );
  });

  it('refuses a private address literal without resolving anything', async () => {
    const lookup = fakeLookup({});
    for (const host of ['127.0.0.1', '192.168.0.10', '10.9.8.7']) {
      await expect(dialAddressFor(host, refusing(lookup))).rejects.toMatchObject({
        reason: 'private',
      });
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses localhost by the address it resolves to', async () => {
    const lookup = fakeLookup({ localhost: ['::1', '127.0.0.1'] });
    await expect(dialAddressFor('localhost', refusing(lookup))).rejects.toMatchObject({
      reason: 'private',
    });
  });

  it('reports a name that does not resolve as an unknown host', async () => {
    const error = await dialAddressFor('nowhere.example', refusing(fakeLookup({}))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ reason: 'host' });
    expect((error as Error).message).toBe(
      'Could not reach the mail server nowhere.example. Check the server name and port.',
    );
  });

  it('dials any host by name when private hosts are allowed', async () => {
    const lookup = fakeLookup({});
    await expect(dialAddressFor('127.0.0.1', { allowPrivateHosts: true, lookup })).resolves.toBe(
      '127.0.0.1',
    );
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('the ports mail servers may be on', () => {
  const usual = { allowPrivateHosts: false };

  it('allows IMAP on 143 and 993 and SMTP on 587 and 465, nothing else by default', () => {
    for (const port of [143, 993]) expect(isPortAllowed(port, 'imap', usual)).toBe(true);
    for (const port of [587, 465]) expect(isPortAllowed(port, 'smtp', usual)).toBe(true);
    for (const port of [22, 25, 80, 465, 587, 3306, 6379, 8080]) {
      expect(isPortAllowed(port, 'imap', usual)).toBe(false);
    }
    for (const port of [22, 25, 143, 993, 2525, 6379]) {
      expect(isPortAllowed(port, 'smtp', usual)).toBe(false);
    }
  });

  it('allows what the operator added, ends included', () => {
    const policy = { allowPrivateHosts: false, extraPorts: [{ from: 2000, to: 2002 }] };
    expect([1999, 2000, 2002, 2003].map((port) => isPortAllowed(port, 'smtp', policy))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('refuses a port before resolving the name', async () => {
    const lookup = fakeLookup({ 'imap.example.com': ['98.136.96.77'] });
    const policy = { allowPrivateHosts: false, lookup };
    await expect(
      guardEndpoint({ host: 'imap.example.com', port: 22 }, 'imap', policy),
    ).rejects.toMatchObject({ reason: 'port' });
    expect(lookup).not.toHaveBeenCalled();
    await expect(
      guardEndpoint({ host: 'imap.example.com', port: 993 }, 'imap', policy),
    ).resolves.toBe('98.136.96.77');
  });
});

describe('a server typed as an address', () => {
  it('is refused on a private network without any look-up, and let through otherwise', () => {
    const policy = { allowPrivateHosts: false };
    expect(() => requirePublicAddressLiteral('10.0.0.8', policy)).toThrow(ImapConnectError);
    expect(() => requirePublicAddressLiteral('9.9.9.9', policy)).not.toThrow();
    // Names are judged by what they resolve to, when the connection is made.
    expect(() => requirePublicAddressLiteral('mail.internal', policy)).not.toThrow();
    expect(() =>
      requirePublicAddressLiteral('10.0.0.8', { allowPrivateHosts: true }),
    ).not.toThrow();
  });
});
