import type { Customer } from '../../core/tenancy/tenancySlice';

/** A customer the user may work in (server /crm/customers/, read-only); `logo` is its image's URL or null. */
export type CustomerRow = Customer;
export type { CustomerDetail } from '../../core/tenancy/customersApi';

export const CUSTOMERS_READ_ONLY = 'Customers are read-only here: they cannot be created, changed or deleted.';
