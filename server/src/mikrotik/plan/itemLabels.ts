/** How an item is named for people in a plan. */
import type { RouterRow } from './readRunningConfig';

/**
 * @example itemLabel('/interface/bridge/vlan', { 'vlan-ids': '101' }, 'portico:network:3') // 'VLAN 101'
 */
export function itemLabel(menu: string, values: RouterRow, key: string): string {
  if (menu === '/interface/bridge/port' && values.interface) return values.interface;
  if (menu === '/interface/bridge/vlan' && values['vlan-ids']) return `VLAN ${values['vlan-ids']}`;
  if (values.name) return values.name;
  if (values.address) return values.address;
  if (values.chain) return [values.chain, values.action, values.protocol].filter(Boolean).join(' ');
  return values['default-name'] ?? key;
}
