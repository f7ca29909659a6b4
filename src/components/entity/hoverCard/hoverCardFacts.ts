import type { ReferenceRow } from '../../../core/entity/referenceApi';

/** The entities whose references show a hover card. */
export type HoverCardEntity = 'tenant' | 'room' | 'network' | 'device';

export interface HoverCardFact {
  label: string;
  value: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const nameOf = (value: unknown): string => text((value as { name?: unknown } | null)?.name);

/** A router's display state (requirements §4): New Device, else Enabled, else Disabled. */
function deviceState(row: ReferenceRow): string {
  if (row.is_new_device === true) return 'New Device';
  return row.enabled === true ? 'Enabled' : 'Disabled';
}

function deviceConnection(row: ReferenceRow): string {
  const ip = text(row.ip_address);
  if (ip) return typeof row.api_port === 'number' ? `${ip}:${row.api_port}` : ip;
  return text(row.hostname) || 'No connection info';
}

/** The card's title: what the reference is called. */
export function hoverCardTitle(entity: HoverCardEntity, row: ReferenceRow): string {
  if (entity === 'device') return text(row.identity) || text(row.system_identity) || 'Unnamed Device';
  return text(row.name) || `#${row.id}`;
}

/**
 * What an operator needs at a glance, per entity; empty facts are left out. `rooms` are a tenant's
 * rooms today (from its occupancy), `siteName` the row's site.
 */
export function hoverCardFacts(
  entity: HoverCardEntity,
  row: ReferenceRow,
  { siteName, rooms = [] }: { siteName?: string; rooms?: string[] },
): HoverCardFact[] {
  const site = entity === 'device' ? text(row.site_name) : (siteName ?? '');
  const facts: HoverCardFact[] = [{ label: 'Site', value: site }];
  if (entity === 'tenant') {
    facts.push(
      { label: rooms.length > 1 ? 'Rooms' : 'Room', value: rooms.join(', ') || 'No room today' },
      { label: 'E-mail', value: text(row.email) },
      { label: 'Phone', value: text(row.phone) },
    );
  } else if (entity === 'room') {
    facts.push(
      { label: 'Floor', value: nameOf(row.floor) },
      { label: 'Address', value: nameOf(row.address) },
      { label: 'Tenant', value: text(row.current_tenant_name) || 'Vacant' },
    );
  } else if (entity === 'network') {
    facts.push(
      { label: 'VLAN', value: text(row.vlan_id) },
      { label: 'Subnet', value: text(row.subnet) },
      { label: 'Tenant', value: text(row.tenant_name) },
    );
  } else {
    facts.push({ label: 'State', value: deviceState(row) }, { label: 'Connection', value: deviceConnection(row) });
  }
  return facts.filter((fact) => fact.value !== '');
}
