import {
  cidrContains,
  cidrsOverlap,
  formatCidr,
  isHostOf,
  parseCidr,
  parseIpv4,
} from '../../../../server/src/net/ipv4';

const cidr = (text: string) => {
  const parsed = parseCidr(text);
  if (!parsed) throw new Error(`bad cidr ${text}`);
  return parsed;
};

describe('ipv4', () => {
  it('parses dotted quads and refuses malformed ones', () => {
    expect(parseIpv4('10.0.1.1')).toBe(0x0a000101);
    expect(parseIpv4('255.255.255.255')).toBe(0xffffffff);
    for (const bad of ['10.0.1', '10.0.1.256', '01.2.3.4', 'a.b.c.d', '1.2.3.4.5', ''])
      expect(parseIpv4(bad)).toBeNull();
  });

  it('accepts CIDR blocks only without host bits', () => {
    expect(formatCidr(cidr('10.20.0.0/16'))).toBe('10.20.0.0/16');
    expect(parseCidr('10.20.1.5/24')).toBeNull();
    expect(parseCidr('10.20.0.0/33')).toBeNull();
    expect(parseCidr('10.20.0.0')).toBeNull();
  });

  it('tells containment and overlap', () => {
    expect(cidrContains(cidr('10.20.0.0/16'), cidr('10.20.5.0/24'))).toBe(true);
    expect(cidrContains(cidr('10.20.0.0/16'), cidr('10.21.0.0/24'))).toBe(false);
    expect(cidrContains(cidr('10.20.5.0/24'), cidr('10.20.0.0/16'))).toBe(false);
    expect(cidrsOverlap(cidr('10.20.5.0/24'), cidr('10.20.5.128/25'))).toBe(true);
    expect(cidrsOverlap(cidr('10.20.5.0/25'), cidr('10.20.5.128/25'))).toBe(false);
  });

  it('knows network and broadcast are no hosts', () => {
    const block = cidr('192.168.1.0/24');
    expect(isHostOf(block, parseIpv4('192.168.1.1')!)).toBe(true);
    expect(isHostOf(block, parseIpv4('192.168.1.0')!)).toBe(false);
    expect(isHostOf(block, parseIpv4('192.168.1.255')!)).toBe(false);
    expect(isHostOf(block, parseIpv4('192.168.2.1')!)).toBe(false);
  });
});
