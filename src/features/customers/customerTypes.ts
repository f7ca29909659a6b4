import type { CustomerStats } from '../../core/tenancy/customersApi';

/** A customer the user may work in (server /crm/customers/, read-only). */
export interface CustomerRow {
  id: number;
  name: string;
  /** URL of the logo image, or null */
  logo: string | null;
}

/** A read of one customer adds its counts. */
export interface CustomerDetail extends CustomerRow {
  stats: CustomerStats;
}

export const CUSTOMERS_READ_ONLY = 'Customers are read-only here: they cannot be created, changed or deleted.';
