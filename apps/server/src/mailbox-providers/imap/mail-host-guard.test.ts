import { describe, expect, it, vi } from 'vitest';
import { dialAddressFor, isPrivateAddress, type LookupAll } from './mail-host-guard';
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
