import { entityForm } from '../../components/entity/entityForm';
import * as yup from 'yup';
import type { SpeedLimit, SpeedLimitPayload } from './networkTypes';

export interface SpeedLimitFormValues {
  name: string;
  download_kbps: number | '';
  upload_kbps: number | '';
  description: string;
}

export const emptySpeedLimitValues: SpeedLimitFormValues = {
  name: '',
  download_kbps: '',
  upload_kbps: '',
  description: '',
};

/** The server's limits: 1 kbit/s to 100 Gbit/s. */
export const MAX_KBPS = 100_000_000;

const rate = (label: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .required(`${label} is required`)
    .integer('A whole number of kbit/s')
    .min(1, 'At least 1 kbit/s')
    .max(MAX_KBPS, `At most ${MAX_KBPS} kbit/s`);

export const speedLimitSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'At most 100 characters'),
  download_kbps: rate('Download'),
  upload_kbps: rate('Upload'),
  description: yup.string().max(1000, 'At most 1000 characters'),
});

export function speedLimitValuesOf(limit: SpeedLimit): SpeedLimitFormValues {
  return {
    name: limit.name,
    download_kbps: limit.download_kbps,
    upload_kbps: limit.upload_kbps,
    description: limit.description ?? '',
  };
}

export function speedLimitPayloadOf(values: SpeedLimitFormValues): SpeedLimitPayload {
  return {
    name: values.name.trim(),
    download_kbps: Number(values.download_kbps),
    upload_kbps: Number(values.upload_kbps),
    description: values.description.trim() || null,
  };
}

/** The speed limit form of the create and edit pages. */
export const speedLimitForm = entityForm('speed_limit', {
  schema: speedLimitSchema,
  empty: emptySpeedLimitValues,
  valuesOf: speedLimitValuesOf,
  payloadOf: speedLimitPayloadOf,
});
