import { MAX_ID, idSchema } from './ids';
import { FROM_YEAR_1000 } from './validationErrors';

/**
 * The JSON schemas of the API, in one place: error bodies and statuses, ids, pages, write bodies
 * and the field builders entity definitions read like a field list. Every route documents (and
 * serialises) each status it can answer with through them, and the OpenAPI document shows them.
 */
export const errorBody = {
  type: 'object',
  description: 'Error. `detail` is a message, or for validation errors a list of {loc, msg}.',
  properties: {
    detail: {
      anyOf: [
        { type: 'string' },
        {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
              msg: { type: 'string' },
            },
            required: ['loc', 'msg'],
          },
        },
      ],
    },
    code: { type: 'string' },
  },
  required: ['detail'],
} as const;

const descriptions: Record<number, string> = {
  400: 'Invalid request: malformed JSON, or validation errors per field',
  401: 'Missing, invalid or expired access token (code token_not_valid)',
  403: 'No access to the customer named by X-Customer-ID',
  404: 'Not found, or belongs to another customer',
  409: 'Conflicts with existing data',
  413: 'Request body too large',
  415: 'Unsupported content type',
  429: 'Too many failed attempts',
  500: 'Unexpected server error',
};

/** Response schemas for the given error statuses (400 and 500 always included). */
export function errorResponses(...statuses: number[]): Record<number, object> {
  const all = [...new Set([400, 500, ...statuses])];
  return Object.fromEntries(
    all.map((status) => [status, { ...errorBody, description: descriptions[status] ?? 'Error' }]),
  );
}

/** Integer id in a path, e.g. `/sites/{id}/`; any other spelling, or an id out of range, is a 404 (plugins/pathIds.ts). */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  required: ['id'],
} as const;

export const noContent = { type: 'null', description: 'No content' } as const;

export const timestamps = {
  created_at: { type: 'string', format: 'date-time' },
  modified_at: { type: 'string', format: 'date-time' },
} as const;

export const canDeleteProperty = {
  can_delete: {
    type: 'boolean',
    description: 'False while other objects depend on this one (delete would be refused with 409).',
  },
} as const;

export function itemSchema(properties: Record<string, object>, description?: string) {
  return { type: 'object', description, properties: { ...properties, ...canDeleteProperty } };
}

export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      total: { type: 'integer', description: 'Rows matching the filters, all pages.' },
    },
  };
}

export function bodySchema(properties: Record<string, object>, required: string[] = []) {
  // OpenAPI 3.0 forbids an empty `required` list: a PATCH body with no required field leaves it out.
  return { type: 'object', additionalProperties: false, properties, ...(required.length > 0 ? { required } : {}) };
}

/** `{id, name}` of a related object (address, floor, room) for breadcrumbs. */
export function namedRefSchema(label: string) {
  return {
    type: 'object',
    description: `${label} id and name (read only, for breadcrumbs)`,
    properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
  };
}

/**
 * Tiny JSON-schema builders so entity files read like a field list:
 * `{ name: text(100, 'Display name'), tenant_id: optionalRef('Tenant renting it') }`.
 */
type Schema = Record<string, unknown>;

export const text = (maxLength: number, description: string, minLength = 1): Schema => ({
  type: 'string',
  minLength,
  maxLength,
  description,
});
export const optionalText = (maxLength: number, description: string): Schema => ({
  type: ['string', 'null'],
  maxLength,
  description,
});
export const integer = (description: string, minimum?: number, maximum?: number): Schema => ({
  type: 'integer',
  minimum,
  maximum,
  description,
});
export const optionalInteger = (description: string, minimum?: number, maximum?: number): Schema => ({
  type: ['integer', 'null'],
  minimum,
  maximum,
  description,
});
export const flag = (description: string): Schema => ({ type: 'boolean', description });
export const ref = (description: string): Schema => ({ ...idSchema, description });
export const optionalRef = (description: string): Schema => ({ ...idSchema, type: ['integer', 'null'], description });
export const choice = (values: readonly string[], description: string): Schema => ({
  type: 'string',
  enum: [...values],
  description,
});
export const dateTime = (description: string): Schema => ({ type: 'string', format: 'date-time', description });
export const optionalDateTime = (description: string): Schema => ({
  type: ['string', 'null'],
  format: 'date-time',
  description,
});
/** A calendar date (yyyy-mm-dd) from the year 1000 on. */
export const optionalDate = (description: string): Schema => ({
  type: ['string', 'null'],
  format: 'date',
  pattern: FROM_YEAR_1000,
  description,
});
export const readOnlyName = (description: string): Schema => ({
  type: ['string', 'null'],
  description: `${description} (read only)`,
});
export const idField = { type: 'integer', description: 'Id' } as const;
