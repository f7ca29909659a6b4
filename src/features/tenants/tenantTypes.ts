import type { Deletable } from '../../core/entity/listTypes';

/** What a tenant is: a private person or a company (server tenantKinds). */
export type TenantKind = 'person' | 'company';

/** A resident or business renting rooms at a site (server /crm/tenants/). */
export interface Tenant extends Deletable {
  id: number;
  site_id: number;
  kind: TenantKind;
  name: string;
  email: string | null;
  phone: string | null;
  reference: string | null;
  created_at: string;
  modified_at: string;
}

export interface TenantPayload {
  kind: TenantKind;
  name: string;
  email: string | null;
  phone: string | null;
  reference: string | null;
}
