import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address';

describe('addressGroup', () => {
  it('keeps IPv4 addresses, mapped ones too', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::1%eth0', '2001:db8:1:2::192.0.2.1']) {
      expect(addressGroup(address), address).toBe(group);
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressGroup('')).toBe('');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
