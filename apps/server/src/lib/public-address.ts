import { BlockList, isIP } from 'node:net';

/**
 * Addresses that are not on the public internet: unspecified, loopback, private, carrier-grade
 * NAT, link-local (cloud metadata lives there), benchmarking, documentation, NAT64, discard,
 * unique-local, site-local, multicast, broadcast and reserved. Whatever reaches out to a host
 * someone else named (a logo's site, a mailbox's server) checks here first, so the server cannot
 * be pointed at its own network (SSRF).
 *
 * IPv4-compatible (::/96), 6to4 (2002::/16) and Teredo (2001::/32) addresses are refused whole:
 * each embeds an IPv4 address that a tunnel or a dual-stack host may deliver to, so
 * `::7f00:1` or `2002:7f00:1::` could reach loopback, and so are IPv4-translated addresses
 * (::ffff:0:0:0/96, RFC 2765), which no public host uses. IPv4-mapped addresses (::ffff:0:0/96)
 * are the IPv4 address they carry, in whichever form they are written (`::ffff:127.0.0.1`,
 * `::ffff:7f00:1`), and are judged by the IPv4 rules.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast 224/4, reserved 240/4 and broadcast 255.255.255.255
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['::ffff:0:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address on the public internet; false for anything else, names included. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  // A zone index (`fe80::1%eth0`) names a local interface: nothing public needs one.
  if (address.includes('%')) return false;
  const mapped = mappedIpv4(address);
  if (mapped) return !NOT_PUBLIC.check(mapped, 'ipv4');
  return !NOT_PUBLIC.check(address, 'ipv6');
}

/**
 * The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) carries, however it is written,
 * or null. Decoded here rather than left to BlockList, so the rule does not rest on how a Node
 * release matches one family against the other.
 */
function mappedIpv4(ipv6: string): string | null {
  // The URL parser writes every IPv6 address one way: lower case, hexadecimal, `::` compressed.
  const canonical = new URL(`http://[${ipv6}]`).hostname.slice(1, -1);
  const [head = '', tail = ''] = canonical.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = canonical.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  const words = groups.map((group) => Number.parseInt(group, 16));
  if (words.length !== 8 || words.slice(0, 5).some((word) => word !== 0) || words[5] !== 0xffff) {
    return null;
  }
  const [high = 0, low = 0] = words.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
