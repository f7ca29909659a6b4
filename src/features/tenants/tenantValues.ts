import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { Tenant, TenantKind, TenantPayload } from './tenantTypes';

/** The form keeps empty text as ''; the server gets null for it. */
export interface TenantFormValues {
  kind: TenantKind;
  name: string;
  email: string;
  phone: string;
  reference: string;
}

export const emptyTenantValues: TenantFormValues = { kind: 'person', name: '', email: '', phone: '', reference: '' };

/** The rules the server checks too (server/src/entities/tenants/tenantEntity.ts), so most mistakes show at once. */
export const tenantSchema = yup.object({
  kind: yup.string().oneOf(['person', 'company']).required('Type is required'),
  name: yup.string().trim().required('Name is required').max(200, 'At most 200 characters'),
  email: yup.string().trim().email('Enter a valid e-mail address').max(254, 'At most 254 characters'),
  phone: yup
    .string()
    .trim()
    .matches(/^\+?[0-9 ()/-]{3,30}$/, { message: 'Enter a valid phone number', excludeEmptyString: true }),
  reference: yup.string().trim().max(100, 'At most 100 characters'),
});

const orNull = (text: string) => text.trim() || null;

export function tenantPayloadOf(values: TenantFormValues): TenantPayload {
  return {
    kind: values.kind,
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    reference: orNull(values.reference),
  };
}

export function tenantValuesOf(tenant: Tenant): TenantFormValues {
  return {
    kind: tenant.kind,
    name: tenant.name,
    email: tenant.email ?? '',
    phone: tenant.phone ?? '',
    reference: tenant.reference ?? '',
  };
}

/** The tenant form of the create and edit pages. */
export const tenantForm = entityForm('tenant', {
  schema: tenantSchema,
  empty: emptyTenantValues,
  valuesOf: tenantValuesOf,
  payloadOf: tenantPayloadOf,
});
