import type { Deletable, NamedRef } from '../../core/entity/listTypes';

/** A door station at an address entrance (server /crm/doorbells/), ringing rooms and/or tenants. */
export interface Doorbell extends Deletable {
  id: number;
  site_id: number;
  address_id: number;
  address: NamedRef;
  name: string;
  device_id: string | null;
  room_ids: number[];
  tenant_ids: number[];
  description: string | null;
  created_at: string;
  modified_at: string;
}

export interface DoorbellPayload {
  address_id: number | null;
  name: string;
  device_id: string | null;
  room_ids: number[];
  tenant_ids: number[];
  description: string | null;
}

/** A canned doorbell display text of the customer (server /crm/doorbells/preset-messages/). */
export interface PresetMessage {
  id: number;
  text: string;
  position: number;
  created_at: string;
  modified_at: string;
}
