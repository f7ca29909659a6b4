/**
 * JSON schemas shared by every route: the error body and the standard error statuses, so each
 * route documents (and serialises) every status it can answer with.
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
  return Object.fromEntries(all.map((status) => [status, { ...errorBody, description: descriptions[status] ?? 'Error' }]));
}

/** Integer id in a path, e.g. `/sites/{id}/`; non-numeric or out-of-range ids are a 400. */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const noContent = { type: 'null', description: 'No content' } as const;
