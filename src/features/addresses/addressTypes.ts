import type { Deletable } from '../../core/entity/listTypes';

/** An address of a site (server /crm/addresses/); `name` is street and house number. */
export interface Address extends Deletable {
  id: number;
  site_id: number;
  site_name: string;
  name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  created_at: string;
  modified_at: string;
}

export interface AddressPayload {
  site_id?: number | null;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
}
