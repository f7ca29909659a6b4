import type { ExternalIp, Network, SpeedLimit } from '../../../src/features/networks/networkTypes';

const stamps = { created_at: '2026-03-09T10:00:00Z', modified_at: '2026-03-10T12:00:00Z' };

export const site = {
  id: 1,
  name: 'Moholt',
  prefix: '10.20.0.0',
  netmask: 16,
  tenant_min_vlan_id: 100,
  tenant_max_vlan_id: 199,
};

export function makeNetwork(overrides: Partial<Network> = {}): Network {
  return {
    id: 7,
    site_id: 1,
    name: 'Tenant LAN',
    vlan_id: 101,
    subnet: '10.20.1.0/24',
    gateway: '10.20.1.1',
    tenant_id: 31,
    tenant_name: 'Kari Nordmann',
    speed_limit_id: 3,
    speed_limit_name: '100/20 Mbit',
    description: null,
    can_delete: true,
    delete_blockers: [],
    ...stamps,
    ...overrides,
  };
}

export function makeSpeedLimit(overrides: Partial<SpeedLimit> = {}): SpeedLimit {
  return {
    id: 3,
    name: '100/20 Mbit',
    download_kbps: 100000,
    upload_kbps: 20000,
    description: null,
    can_delete: true,
    delete_blockers: [],
    ...stamps,
    ...overrides,
  };
}

export function makeExternalIp(overrides: Partial<ExternalIp> = {}): ExternalIp {
  return {
    id: 9,
    site_id: 1,
    address: '203.0.113.10',
    network_id: 7,
    network_name: 'Tenant LAN',
    tenant_id: null,
    tenant_name: null,
    description: null,
    can_delete: true,
    ...stamps,
    ...overrides,
  };
}
