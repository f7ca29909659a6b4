import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import { PERSONAL_MODES } from './wirelessChoices';
import type { Wireless, WirelessPayload, WirelessSecurity, WirelessBand } from './wirelessTypes';

export interface WirelessFormValues {
  ssid: string;
  security: WirelessSecurity;
  passphrase: string;
  band: WirelessBand;
  network_id: number | null;
  vlan_id: string;
  hidden: boolean;
  enabled: boolean;
  description: string;
  /** Edit only: a passphrase is stored, so an empty field keeps it. */
  has_passphrase: boolean;
}

export const emptyWirelessValues: WirelessFormValues = {
  ssid: '',
  security: 'wpa2-personal',
  passphrase: '',
  band: 'dual',
  network_id: null,
  vlan_id: '',
  hidden: false,
  enabled: true,
  description: '',
  has_passphrase: false,
};

/** The rules the server checks too, so most mistakes show before a round trip. */
export const wirelessSchema = yup.object({
  ssid: yup.string().trim().required('SSID is required').max(32, 'At most 32 characters'),
  security: yup.string().required('Security is required'),
  passphrase: yup
    .string()
    .max(63, 'At most 63 characters')
    .when(['security', 'has_passphrase'], ([security, stored], rule) =>
      PERSONAL_MODES.has(security as string)
        ? (stored ? rule : rule.required('Passphrase is required for this security mode')).test(
            'length',
            'Passphrase must be 8 to 63 characters for this security mode',
            (value) => !value || value.length >= 8,
          )
        : rule,
    ),
  vlan_id: yup
    .string()
    .matches(/^\d*$/, 'A number from 1 to 4094')
    .test('range', 'A number from 1 to 4094', (value) => !value || (Number(value) >= 1 && Number(value) <= 4094)),
  description: yup.string().max(1000, 'At most 1000 characters'),
});

export function wirelessValuesOf(wireless: Wireless): WirelessFormValues {
  return {
    ssid: wireless.ssid,
    security: wireless.security,
    passphrase: '',
    band: wireless.band,
    network_id: wireless.network_id,
    vlan_id: wireless.network_id || wireless.vlan_id === null ? '' : String(wireless.vlan_id),
    hidden: wireless.hidden,
    enabled: wireless.enabled,
    description: wireless.description ?? '',
    has_passphrase: wireless.has_passphrase,
  };
}

/** The body the server takes; an empty passphrase is left out so an edit keeps the stored one. */
export function wirelessPayloadOf(values: WirelessFormValues): WirelessPayload {
  const { passphrase, vlan_id, has_passphrase: _stored, ...rest } = values;
  return {
    ...rest,
    ...(passphrase ? { passphrase } : {}),
    vlan_id: values.network_id || vlan_id === '' ? null : Number(vlan_id),
  };
}

/** The wireless form of the create and edit pages. */
export const wirelessForm = entityForm('wireless', {
  schema: wirelessSchema,
  empty: emptyWirelessValues,
  valuesOf: wirelessValuesOf,
  payloadOf: wirelessPayloadOf,
});
