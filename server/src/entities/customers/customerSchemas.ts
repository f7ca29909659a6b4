import { errorResponses, idParams } from '../../http/schemas';

export const customerSummary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'], description: 'URL of the logo image, or null' },
  },
  required: ['id', 'name', 'logo'],
} as const;

const count = { type: 'integer', minimum: 0 } as const;

export const customerStatsSchema = {
  tags: ['customers'],
  summary: 'Counts shown on the customer selection card',
  description: 'user_count counts the members of the customer. Non-members get 403.',
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        site_count: count,
        address_count: count,
        floor_count: count,
        room_count: count,
        tenant_count: count,
        user_count: count,
      },
      required: ['site_count', 'address_count', 'floor_count', 'room_count', 'tenant_count', 'user_count'],
    },
    ...errorResponses(401, 403),
  },
} as const;

export const activateCustomerSchema = {
  tags: ['customers'],
  summary: 'Make a customer the active one for the signed-in user',
  description:
    "Stored as the user's last_active_customer. last_active_site is the user's last site if it belongs to this customer.",
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: { ...customerSummary.properties, last_active_site: { type: ['integer', 'null'] } },
      required: ['id', 'name', 'logo', 'last_active_site'],
    },
    ...errorResponses(401, 403),
  },
} as const;
