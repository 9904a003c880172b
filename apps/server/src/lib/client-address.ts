import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * Whom a per-address limit counts for a client address: an IPv4 address itself, and for IPv6 its
 * /64 network, which a single home or server is given whole: counted by address, one client
 * could take a new one for every request. IPv4 addresses written as IPv6 (`::ffff:1.2.3.4`, as a
 * dual-stack socket reports them) count as themselves.
 */
export function addressSubject(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (isIPv4(group) ? ['0', '0'] : [group]));
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = [
    ...before,
    ...Array<string>(8 - before.length - after.length).fill('0'),
    ...after,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
