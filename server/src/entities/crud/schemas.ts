/** JSON-schema building blocks shared by every entity route (and so by the OpenAPI document). */
export { errorResponses, idParams, noContent } from '../../http/responseSchemas';

export const timestamps = {
  created_at: { type: 'string', format: 'date-time' },
  modified_at: { type: 'string', format: 'date-time' },
} as const;

export const canDeleteProperty = {
  can_delete: { type: 'boolean', description: 'False while other objects depend on this one (delete would be refused with 409).' },
} as const;

export function itemSchema(properties: Record<string, object>, description?: string) {
  return { type: 'object', description, properties: { ...properties, ...canDeleteProperty } };
}

export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: { data: { type: 'array', items: item }, total: { type: 'integer', description: 'Rows matching the filters, all pages.' } },
  };
}

export function bodySchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** `{id, name}` of a related object (address, floor, room) for breadcrumbs. */
export function namedRefSchema(label: string) {
  return {
    type: 'object',
    description: `${label} id and name (read only, for breadcrumbs)`,
    properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
  };
}
