import { idSchema } from '../../http/ids';
import { FROM_YEAR_1000 } from '../../http/validationErrors';

/**
 * Tiny JSON-schema builders so entity files read like a field list:
 * `{ name: text(100, 'Display name'), tenant_id: optionalRef('Tenant renting it') }`.
 */
type Schema = Record<string, unknown>;

export const text = (maxLength: number, description: string, minLength = 1): Schema => ({ type: 'string', minLength, maxLength, description });
export const optionalText = (maxLength: number, description: string): Schema => ({ type: ['string', 'null'], maxLength, description });
export const integer = (description: string, minimum?: number, maximum?: number): Schema => ({ type: 'integer', minimum, maximum, description });
export const optionalInteger = (description: string, minimum?: number, maximum?: number): Schema => ({ type: ['integer', 'null'], minimum, maximum, description });
export const flag = (description: string): Schema => ({ type: 'boolean', description });
export const ref = (description: string): Schema => ({ ...idSchema, description });
export const optionalRef = (description: string): Schema => ({ ...idSchema, type: ['integer', 'null'], description });
export const choice = (values: readonly string[], description: string): Schema => ({ type: 'string', enum: [...values], description });
export const dateTime = (description: string): Schema => ({ type: 'string', format: 'date-time', description });
export const optionalDateTime = (description: string): Schema => ({ type: ['string', 'null'], format: 'date-time', description });
/** A calendar date (yyyy-mm-dd) from the year 1000 on. */
export const optionalDate = (description: string): Schema => ({ type: ['string', 'null'], format: 'date', pattern: FROM_YEAR_1000, description });
export const readOnlyName = (description: string): Schema => ({ type: ['string', 'null'], description: `${description} (read only)` });
export const idField = { type: 'integer', description: 'Id' } as const;

/** Empty optional text is stored as null (the spec: "empty optional → null"). */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Reference values from a body: a positive id or null. */
export function idOrNull(value: unknown): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

/** Required text that must not be blank once trimmed; pushes `"<Label> is required"` otherwise. */
export function requiredText(value: unknown, field: string, label: string, errors: { loc: (string | number)[]; msg: string }[]): string {
  const trimmed = textOrNull(value);
  if (!trimmed) errors.push({ loc: ['body', field], msg: `${label} is required` });
  return trimmed ?? '';
}
