import * as yup from 'yup';

/*
 * Device rules (requirements §5), written once: the browser form validates with it, and the server can
 * validate a request body with it. Empty text becomes null so optional fields can be cleared.
 */
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original == null ? undefined : value;

const optionalText = () => yup.string().transform(emptyToNull).nullable();

const port = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(65535, `${label} must be at most 65535`);

export const credentialsSchema = yup
  .object({
    // A password on its own would be dropped (no username means no credentials): ask for the username.
    username: optionalText().when('password', {
      is: (password: unknown) => Boolean(password),
      then: (schema) => schema.required('Username is required'),
    }),
    password: yup.string().optional(),
    enabled: yup.boolean().default(true),
    description: optionalText(),
  })
  .nullable()
  .optional();

export const deviceSchema = yup.object({
  identity: yup.string().trim().required('Identity is required'),
  description: optionalText(),
  site_id: yup.number().typeError('Site must be a number').transform(emptyToNull).nullable(),
  ip_address: optionalText(),
  hostname: optionalText(),
  api_port: port('API port').transform(emptyToNull).nullable(),
  ssh_port: port('SSH port').transform(emptyToUndefined).default(22),
  api_ssl: yup.boolean().default(false),
  enabled: yup.boolean().default(true),
  bridge_switch: optionalText(),
  bridge_external: optionalText(),
  external_interface: yup
    .number()
    .typeError('External interface must be a number')
    .integer('External interface must be a whole number')
    .transform(emptyToNull)
    .nullable(),
  login_credentials: credentialsSchema,
  ssh_credentials: credentialsSchema,
});

export type DeviceRecord = yup.InferType<typeof deviceSchema>;

/** Defaults of a new device (requirements §5, §9): SSH on 22, no API SSL, enabled. */
export const DEFAULT_SSH_PORT = 22;
export const API_PORT_PLACEHOLDER = '8728';
