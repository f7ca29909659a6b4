import { ValidationError } from 'yup';
import { deviceSchema } from '../../../../rules/deviceSchema';
import type { FieldError } from '../../http/httpErrors';
import { writableDeviceFieldNames, type CredentialKind, type DeviceInput, type DeviceValues } from './deviceFields';

/** What a write does to one set of credentials; `password` undefined keeps the stored one. */
export type CredentialsChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'set'; username: string; enabled: boolean; description: string | null; password: string | undefined };

export interface CheckedDevice {
  values: DeviceValues;
  credentials: Record<CredentialKind, CredentialsChange>;
}

function errorsOf(error: ValidationError): FieldError[] {
  const issues = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path ?? 'non_field_errors';
    // One message per field, the first rule that failed, like the form shows.
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ loc: ['body', ...field.split('.')], msg: issue.message });
  }
  return errors;
}

// A null password means "unchanged" like an empty one; the shared schema only knows strings.
function withoutNullPassword(value: unknown): unknown {
  if (!value || typeof value !== 'object' || (value as { password?: unknown }).password !== null) return value;
  const { password: _unchanged, ...rest } = value as Record<string, unknown>;
  return rest;
}

function credentialsChange(
  value: unknown,
  cast: unknown,
  kind: CredentialKind,
  errors: FieldError[],
): CredentialsChange {
  if (value === undefined) return { kind: 'keep' };
  if (value === null) return { kind: 'remove' };
  const checked = cast as {
    username?: string | null;
    password?: string;
    enabled: boolean;
    description?: string | null;
  };
  const username = checked.username?.trim();
  if (!username) {
    errors.push({ loc: ['body', `${kind}_credentials`, 'username'], msg: 'Username is required' });
    return { kind: 'keep' };
  }
  // An empty password means "unchanged", as the edit form sends it.
  return {
    kind: 'set',
    username,
    enabled: checked.enabled,
    description: checked.description ?? null,
    password: checked.password || undefined,
  };
}

/**
 * Validates a whole device record (stored values merged with the request) with the browser
 * form's own yup schema (rules/deviceSchema.ts, the requirements §5 rules and messages).
 * Returns normalised values (trimmed, blank → null, defaults) or the requirements §8 error list.
 */
export async function checkDeviceRecord(
  record: DeviceInput,
  body: Record<string, unknown>,
): Promise<{ checked: CheckedDevice } | { errors: FieldError[] }> {
  let cast: Record<string, unknown>;
  try {
    cast = await deviceSchema.validate(
      {
        ...record,
        login_credentials: withoutNullPassword(body.login_credentials),
        ssh_credentials: withoutNullPassword(body.ssh_credentials),
      },
      { abortEarly: false, stripUnknown: true },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { errors: errorsOf(error) };
  }
  const errors: FieldError[] = [];
  const credentials = {
    login: credentialsChange(body.login_credentials, cast.login_credentials, 'login', errors),
    ssh: credentialsChange(body.ssh_credentials, cast.ssh_credentials, 'ssh', errors),
  };
  if (errors.length > 0) return { errors };
  const values = Object.fromEntries(
    writableDeviceFieldNames.map((field) => [field, cast[field] ?? null]),
  ) as DeviceValues;
  return { checked: { values, credentials } };
}
