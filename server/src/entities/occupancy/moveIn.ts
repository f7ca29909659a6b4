/**
 * Move-in in one place (issue 35): the tenant (new or existing), its network on the room's site
 * (the next free VLAN and subnet unless given), the room's occupancy from a date and the tenant's
 * Wi-Fi keys, all in one transaction. Each object goes through the entity kit's own create, so
 * validation and the History are those of a single create; any refusal rolls everything back.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { networks } from '../../db/schema/networks';
import { wirelessNetworks } from '../../db/schema/wireless';
import { HttpError, fieldError, fieldErrors, type FieldError } from '../../http/httpErrors';
import type { EntityDef, QueryScope, Row } from '../kit/entityDef';
import { loadSitePlan, loadTenant } from '../kit/refs';
import { createEntity } from '../kit/writes';
import { findRow } from '../kit/rowQueries';
import { customerPart } from '../kit/rowScope';
import { tenantEntity } from '../tenants/tenantEntity';
import { networkEntity } from '../networks/networkEntity';
import { nextFreeNetwork } from '../networks/nextFreeNetwork';
import { findTenantKey, issueTenantKey, newTenantKey } from '../wireless/tenantKeys';

export interface MoveInBody {
  tenant_id?: number | null;
  tenant_name?: string | null;
  tenant_email?: string | null;
  tenant_phone?: string | null;
  start_date: string;
  end_date?: string | null;
  vlan_id?: number | null;
  subnet?: string | null;
  gateway?: string | null;
  speed_limit_id?: number | null;
}

export interface MovedInKey {
  wireless_id: number;
  ssid: string;
  security: string;
  hidden: boolean;
  vlan_id: number;
  key: string;
}

/** Security modes in which a tenant gets an own key on the air (RouterOS multi-passphrase needs WPA2). */
const KEYED_SECURITY = new Set(['wpa2-personal', 'wpa2-wpa3-personal']);

/** A kit create's field errors under the move-in body's names (tenant `name` is `tenant_name`…). */
async function renamed<T>(names: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && Array.isArray(error.detail))
      throw fieldErrors(
        error.detail.map((e) => {
          const field = String(e.loc[e.loc.length - 1]);
          return fieldError(names[field] ?? field, e.msg);
        }),
      );
    throw error;
  }
}

/** The tenant's first network on the site, if it has one. */
async function networkOfTenant(tx: Queryable, siteId: number, tenantId: number) {
  const [row] = await tx
    .select({ id: networks.id })
    .from(networks)
    .where(and(eq(networks.siteId, siteId), eq(networks.tenantId, tenantId)))
    .orderBy(asc(networks.vlanId))
    .limit(1);
  return row ?? null;
}

/** One key per keyed wireless network of the site, new unless the tenant has one; recorded like a regenerate. */
async function giveKeys(
  tx: Queryable,
  scope: QueryScope,
  site: { id: number; customerId: number },
  tenant: { id: number; name: string },
  vlanId: number,
): Promise<MovedInKey[]> {
  const wireless = await tx
    .select({
      id: wirelessNetworks.id,
      ssid: wirelessNetworks.ssid,
      security: wirelessNetworks.security,
      hidden: wirelessNetworks.hidden,
    })
    .from(wirelessNetworks)
    .where(and(eq(wirelessNetworks.siteId, site.id), eq(wirelessNetworks.customerId, site.customerId)))
    .orderBy(asc(wirelessNetworks.ssid), asc(wirelessNetworks.id));
  const keys: MovedInKey[] = [];
  for (const network of wireless.filter((w) => KEYED_SECURITY.has(w.security))) {
    const keyed = { id: network.id, customerId: site.customerId, siteId: site.id };
    let key = await findTenantKey(tx, keyed, tenant.id);
    if (key === null) {
      key = newTenantKey();
      await issueTenantKey(tx, customerPart(scope), keyed, tenant, key);
    }
    keys.push({
      wireless_id: network.id,
      ssid: network.ssid,
      security: network.security,
      hidden: network.hidden,
      vlan_id: vlanId,
      key,
    });
  }
  return keys;
}

/**
 * Moves a tenant into a room of the scope's customer (the caller checked the room exists there);
 * `occupancy` is the occupancy entity (passed in: it mounts this call).
 * Refusals are 400s naming the body's fields, or a 409 at RouterOS's passphrase limit; nothing stays.
 */
export async function moveIn(
  db: Queryable,
  occupancyDef: EntityDef,
  scope: QueryScope,
  room: { id: number; siteId: number },
  body: MoveInBody,
): Promise<{ tenant: Row; network: Row; occupancy: Row; keys: MovedInKey[] }> {
  const { customerId } = customerPart(scope);
  const errors: FieldError[] = [];
  const tenantId = body.tenant_id ?? null;
  const tenantName = body.tenant_name?.trim() ?? '';
  if (tenantId === null && tenantName === '')
    errors.push(fieldError('tenant_name', "Enter the new tenant's name or pick an existing tenant"));
  if (tenantId !== null && tenantName !== '')
    errors.push(fieldError('tenant_name', 'Either pick an existing tenant or name a new one, not both'));
  if (errors.length > 0) throw fieldErrors(errors);
  return db.transaction(async (tx) => {
    let tenant: Row;
    if (tenantId !== null) {
      const found = await loadTenant(tx, customerId, tenantId);
      if (!found) throw fieldErrors([fieldError('tenant_id', `Tenant ${tenantId} does not exist in this customer`)]);
      if (found.siteId !== room.siteId)
        throw fieldErrors([fieldError('tenant_id', 'Tenant must belong to the same site as the room')]);
      tenant = (await findRow(tx, tenantEntity, scope, found.id)) as Row;
    } else {
      tenant = await renamed({ name: 'tenant_name', email: 'tenant_email', phone: 'tenant_phone' }, () =>
        createEntity(tx, tenantEntity, scope, {
          site_id: room.siteId,
          name: tenantName,
          email: body.tenant_email ?? null,
          phone: body.tenant_phone ?? null,
        }),
      );
    }
    const id = tenant.id as number;
    const name = tenant.name as string;
    // An existing tenant keeps the network it has on the site; a new one gets the next free VLAN and subnet.
    const own = tenantId !== null ? await networkOfTenant(tx, room.siteId, id) : null;
    const network = own
      ? ((await findRow(tx, networkEntity, scope, own.id)) as Row)
      : await renamed({ tenant_id: 'tenant_id' }, async () => {
          const proposal = await proposeNetwork(tx, customerId, room.siteId);
          const vlanId = body.vlan_id ?? proposal.vlan_id;
          const subnet = body.subnet ?? proposal.subnet;
          const missing: FieldError[] = [];
          if (vlanId === null)
            missing.push(fieldError('vlan_id', "No VLAN of the site's tenant range is free: enter one"));
          if (subnet === null)
            missing.push(fieldError('subnet', 'No free subnet in the site prefix (or the site has none): enter one'));
          if (missing.length > 0) throw fieldErrors(missing);
          return createEntity(tx, networkEntity, scope, {
            site_id: room.siteId,
            name: `${name} LAN`.slice(0, 100),
            vlan_id: vlanId,
            subnet,
            gateway: body.gateway ?? (body.subnet ? null : proposal.gateway),
            tenant_id: id,
            speed_limit_id: body.speed_limit_id ?? null,
          });
        });
    const occupancy = await createEntity(tx, occupancyDef, scope, {
      room_id: room.id,
      tenant_id: id,
      start_date: body.start_date,
      end_date: body.end_date ?? null,
    });
    const keys = await giveKeys(tx, scope, { id: room.siteId, customerId }, { id, name }, network.vlan_id as number);
    return { tenant, network, occupancy, keys };
  });
}

/** The next free VLAN and subnet of the site (nextFreeNetwork); null parts where none is free. */
async function proposeNetwork(tx: Queryable, customerId: number, siteId: number) {
  const site = await loadSitePlan(tx, customerId, siteId);
  const others = await tx
    .select({ vlanId: networks.vlanId, subnet: networks.subnet })
    .from(networks)
    .where(eq(networks.siteId, siteId));
  return site ? nextFreeNetwork(site, others) : { vlan_id: null, subnet: null, gateway: null };
}
