import { formatIpv4, parseCidr, parseIpv4, poolRanges } from '../../../../server/src/net/ipv4';
import { rscAdd, rscValue } from '../../../../server/src/mikrotik/config/rsc';
import { formatRate } from '../../../../server/src/mikrotik/config/sections/trafficSections';

describe('rscValue', () => {
  it('leaves simple values bare and quotes everything else', () => {
    expect(rscValue('br-lan')).toBe('br-lan');
    expect(rscValue('10.1.0.0/24')).toBe('10.1.0.0/24');
    expect(rscValue(101)).toBe('101');
    expect(rscValue('')).toBe('""');
    expect(rscValue('two words')).toBe('"two words"');
    expect(rscValue('plain', { quote: true })).toBe('"plain"');
  });

  it('escapes quotes, backslashes, variables, help and line breaks', () => {
    expect(rscValue('a"b\\c$d?e\nf\tg')).toBe('"a\\"b\\\\c\\$d\\?e\\nf\\tg"');
  });

  it('writes non-ASCII characters as UTF-8 bytes in capital hex', () => {
    expect(rscValue('Zoë')).toBe('"Zo\\C3\\AB"');
    expect(rscValue('\u0001')).toBe('"\\01"');
  });

  it('omits undefined and null properties from a line', () => {
    expect(rscAdd({ name: 'x', untagged: undefined, security: null, comment: { quoted: 'portico:bridge' } })).toBe(
      'add name=x comment="portico:bridge"',
    );
  });
});

describe('ipv4 helpers', () => {
  it('parses addresses strictly', () => {
    expect(parseIpv4('10.0.0.1')).toBe(167772161);
    expect(formatIpv4(167772161)).toBe('10.0.0.1');
    for (const bad of ['10.0.0', '10.0.0.256', '010.0.0.1', '10.0.0.1.2', 'a.b.c.d']) expect(parseIpv4(bad)).toBeNull();
  });

  it('accepts only network addresses as subnets', () => {
    expect(parseCidr('10.101.0.0/24')).not.toBeNull();
    expect(parseCidr('10.101.0.1/24')).toBeNull();
    expect(parseCidr('10.101.0.0/33')).toBeNull();
  });

  it('builds pool ranges around the gateway', () => {
    const net = parseCidr('10.0.0.0/24')!;
    expect(poolRanges(net, parseIpv4('10.0.0.1')!)).toEqual(['10.0.0.2-10.0.0.254']);
    expect(poolRanges(net, parseIpv4('10.0.0.254')!)).toEqual(['10.0.0.1-10.0.0.253']);
    expect(poolRanges(net, parseIpv4('10.0.0.100')!)).toEqual(['10.0.0.1-10.0.0.99', '10.0.0.101-10.0.0.254']);
  });
});

describe('formatRate', () => {
  it('uses the largest whole RouterOS unit', () => {
    expect(formatRate(100_000)).toBe('100M');
    expect(formatRate(2_500)).toBe('2500k');
    expect(formatRate(1_000_000)).toBe('1G');
    expect(formatRate(64)).toBe('64k');
  });
});
