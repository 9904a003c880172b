import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.20.0.1', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation (TEST-NET-1)'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation (TEST-NET-2)'],
    ['203.0.113.9', 'documentation (TEST-NET-3)'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::a00:1', 'IPv4-compatible private'],
    ['::808:808', 'IPv4-compatible (deprecated)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local, hex form'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, written out'],
    ['::FFFF:7F00:0001', 'IPv4-mapped loopback, upper case with leading zeros'],
    ['::ffff:a00:1', 'IPv4-mapped private, hex form'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback, dotted'],
    ['::ffff:0:808:808', 'IPv4-translated (never a public host)'],
    ['64:ff9b::808:808', 'NAT64 (reaches IPv4 through a local gateway)'],
    ['fe80::1%eth0', 'link-local with a zone index'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['100::1', 'discard'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', '6to4'],
    ['2002:a00:1::', '6to4'],
    ['fc00::1', 'unique-local'],
    ['fd00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fec0::1', 'site-local (deprecated)'],
    ['feff::1', 'site-local (deprecated)'],
    ['ff02::1', 'multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '192.0.3.1',
    '203.0.114.1',
    '223.255.255.254',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '2606:4700:4700::1111',
    '2a00:1450:4001::1',
    '2001:4860:4860::8888',
    '2001:1::1',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['example.com', 'localhost', '', '[::1]', '127.0.0.1:80'])(
    'refuses %j, which is not an IP address',
    (value) => {
      expect(isPublicAddress(value)).toBe(false);
    },
  );
});
