import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { Network, NetworkPayload, NextFreeNetwork } from './networkTypes';

/** The form's values: a number input answers '' while empty; empty texts are sent as null. */
export interface NetworkFormValues {
  name: string;
  vlan_id: number | '';
  subnet: string;
  gateway: string;
  tenant_id: number | null;
  speed_limit_id: number | null;
  description: string;
}

/** A new network's values, with the VLAN and subnet the server proposes for the active site. */
export function emptyNetworkValues(proposal?: NextFreeNetwork): NetworkFormValues {
  return {
    name: '',
    vlan_id: proposal?.vlan_id ?? '',
    subnet: proposal?.subnet ?? '',
    gateway: proposal?.gateway ?? '',
    tenant_id: null,
    speed_limit_id: null,
    description: '',
  };
}

/*
 * Only the shape is checked here: the site's VLAN range, its prefix and overlaps are the server's
 * rules, shown on the fields from its answer (the helper texts name the range and prefix beforehand).
 */
export const networkSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'At most 100 characters'),
  vlan_id: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .required('VLAN ID is required')
    .integer('A whole number')
    .min(1, 'At least 1')
    .max(4094, 'At most 4094'),
  subnet: yup.string().trim().required('Subnet is required').max(18, 'At most 18 characters'),
  gateway: yup.string().trim().max(15, 'At most 15 characters'),
  description: yup.string().max(1000, 'At most 1000 characters'),
});

export function networkValuesOf(network: Network): NetworkFormValues {
  return {
    name: network.name,
    vlan_id: network.vlan_id,
    subnet: network.subnet,
    gateway: network.gateway ?? '',
    tenant_id: network.tenant_id,
    speed_limit_id: network.speed_limit_id,
    description: network.description ?? '',
  };
}

export function networkPayloadOf(values: NetworkFormValues): NetworkPayload {
  return {
    name: values.name.trim(),
    vlan_id: Number(values.vlan_id),
    subnet: values.subnet.trim(),
    gateway: values.gateway.trim() || null,
    tenant_id: values.tenant_id,
    speed_limit_id: values.speed_limit_id,
    description: values.description.trim() || null,
  };
}

/** The network form of the create and edit pages. */
export const networkForm = entityForm('network', {
  schema: networkSchema,
  empty: () => emptyNetworkValues(),
  valuesOf: networkValuesOf,
  payloadOf: networkPayloadOf,
});
