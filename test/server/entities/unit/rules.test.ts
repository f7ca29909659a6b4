import { checkSubnet, gatewayProblem, vlanProblem } from '../../../../server/src/entities/networks/networkRules';
import { periodProblem, periodsOverlap } from '../../../../server/src/entities/occupancy/occupancyRules';
import { parseCidr } from '../../../../server/src/net/ipv4';

const site = { prefix: '10.20.0.0', netmask: 16, tenantMinVlanId: 100, tenantMaxVlanId: 199 };
const openSite = { prefix: null, netmask: null, tenantMinVlanId: null, tenantMaxVlanId: null };

describe('network rules', () => {
  it('keeps VLAN ids inside the site tenant range, or 1–4000 when the site sets none', () => {
    expect(vlanProblem(100, site)).toBeNull();
    expect(vlanProblem(200, site)).toBe("VLAN ID must be between 100 and 199 (the site's tenant VLAN range)");
    expect(vlanProblem(4000, openSite)).toBeNull();
    expect(vlanProblem(4001, openSite)).toBe("VLAN ID must be between 1 and 4000 (the site's tenant VLAN range)");
  });

  it('keeps subnets inside the site prefix', () => {
    expect(checkSubnet('10.20.7.0/24', site).ok).toBe(true);
    expect(checkSubnet('10.21.7.0/24', site)).toEqual({
      ok: false,
      msg: 'Subnet must lie inside the site prefix 10.20.0.0/16',
    });
    expect(checkSubnet('10.20.7.1/24', site).ok).toBe(false);
    expect(checkSubnet('172.16.0.0/24', openSite).ok).toBe(true);
  });

  it('wants the gateway to be a host of the subnet', () => {
    const subnet = parseCidr('10.20.7.0/24')!;
    expect(gatewayProblem('10.20.7.1', subnet)).toBeNull();
    expect(gatewayProblem('10.20.8.1', subnet)).toBe('Gateway must be a host address inside 10.20.7.0/24');
    expect(gatewayProblem('10.20.7.255', subnet)).not.toBeNull();
    expect(gatewayProblem('nonsense', subnet)).toBe('Must be a valid IPv4 address');
  });
});

describe('occupancy rules', () => {
  it('wants the end after the start', () => {
    expect(periodProblem({ startDate: '2024-01-01', endDate: '2024-01-01' })).toBe(
      'End date must be after the start date',
    );
    expect(periodProblem({ startDate: '2024-01-01', endDate: '2024-01-02' })).toBeNull();
    expect(periodProblem({ startDate: null, endDate: '2024-01-02' })).toBeNull();
  });

  it('treats periods as half-open with open ends', () => {
    expect(
      periodsOverlap({ startDate: '2024-01-01', endDate: '2024-06-30' }, { startDate: '2024-06-30', endDate: null }),
    ).toBe(false);
    expect(
      periodsOverlap({ startDate: '2024-01-01', endDate: '2024-07-01' }, { startDate: '2024-06-30', endDate: null }),
    ).toBe(true);
    expect(periodsOverlap({ startDate: null, endDate: null }, { startDate: '2030-01-01', endDate: '2030-02-01' })).toBe(
      true,
    );
  });
});
