import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { ExternalIp, ExternalIpPayload } from './networkTypes';

export interface ExternalIpFormValues {
  address: string;
  network_id: number | null;
  tenant_id: number | null;
  description: string;
}

export function emptyExternalIpValues(networkId: number | null = null): ExternalIpFormValues {
  return { address: '', network_id: networkId, tenant_id: null, description: '' };
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

export const externalIpSchema = yup.object({
  address: yup
    .string()
    .trim()
    .required('Address is required')
    .matches(IPV4, { message: 'Must be a valid IPv4 address', excludeEmptyString: true }),
  description: yup.string().max(1000, 'At most 1000 characters'),
});

export function externalIpValuesOf(ip: ExternalIp): ExternalIpFormValues {
  return {
    address: ip.address,
    network_id: ip.network_id,
    tenant_id: ip.tenant_id,
    description: ip.description ?? '',
  };
}

export function externalIpPayloadOf(values: ExternalIpFormValues): ExternalIpPayload {
  return {
    address: values.address.trim(),
    network_id: values.network_id,
    tenant_id: values.tenant_id,
    description: values.description.trim() || null,
  };
}

/** The external ip form of the create and edit pages. */
export const externalIpForm = entityForm('external_ip', {
  schema: externalIpSchema,
  empty: emptyExternalIpValues,
  valuesOf: externalIpValuesOf,
  payloadOf: externalIpPayloadOf,
});
