import { describe, expect, it } from 'vitest';
import { addressSubject } from './client-address';

describe('addressSubject', () => {
  it('counts an IPv4 address as itself, also when a dual-stack socket writes it as IPv6', () => {
    expect(addressSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(addressSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressSubject('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 network as one client', () => {
    const subject = '2001:db8:85a3:12::/64';
    expect(addressSubject('2001:db8:85a3:12::1')).toBe(subject);
    expect(addressSubject('2001:0db8:85a3:0012:ffff:eeee:dddd:cccc')).toBe(subject);
    expect(addressSubject('2001:DB8:85A3:12:0:0:0:9')).toBe(subject);
    expect(addressSubject('2001:db8:85a3:12::1%eth0')).toBe(subject);
    expect(addressSubject('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
  });

  it('finds the network however the address shortens its zeros', () => {
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressSubject('1:2:3:4:5::')).toBe('1:2:3:4::/64');
    expect(addressSubject('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressSubject('1:2:3:4:5:6:192.0.2.33')).toBe('1:2:3:4::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressSubject('')).toBe('');
    expect(addressSubject('not-an-address')).toBe('not-an-address');
  });
});
