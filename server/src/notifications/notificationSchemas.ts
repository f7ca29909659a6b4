/** JSON schemas of /api/crm/notifications/ (OpenAPI and validation). */
import { ALERT_KINDS } from '../../../rules/alerts';
import { errorResponses } from '../http/schemas';
import { MAX_ID } from '../http/ids';

const tags = ['notifications'];
const time = { type: 'string', format: 'date-time' } as const;
const kinds = {
  type: 'array',
  items: { type: 'string', enum: [...ALERT_KINDS] },
  maxItems: ALERT_KINDS.length,
} as const;
const siteIds = { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_ID }, maxItems: 500 } as const;

const settings = {
  type: 'object',
  properties: {
    email_enabled: { type: 'boolean' },
    email: { type: 'string', description: "Where e-mail goes (the user's own address unless set)" },
    email_available: { type: 'boolean', description: 'false: this server sends no e-mail (SMTP_URL unset)' },
    email_unavailable_reason: { type: ['string', 'null'] },
    webhook_url: { type: ['string', 'null'] },
    webhook_secret_set: { type: 'boolean', description: 'The secret itself is never answered' },
    kinds,
    site_ids: siteIds,
  },
} as const;

const delivery = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    channel: { type: 'string', enum: ['email', 'webhook'] },
    alert_ids: { type: 'array', items: { type: 'integer' } },
    test: { type: 'boolean' },
    status: { type: 'string', enum: ['pending', 'sent', 'failed'] },
    attempts: { type: 'integer' },
    last_status_code: { type: ['integer', 'null'] },
    last_error: { type: ['string', 'null'] },
    last_attempt_at: { type: ['string', 'null'], format: 'date-time' },
    created_at: time,
  },
} as const;

export const settingsReadSchema = {
  tags,
  summary: "The signed-in user's notification settings in this customer",
  response: { 200: settings, ...errorResponses(401, 403) },
} as const;

export const settingsWriteSchema = {
  tags,
  summary: "Replace the signed-in user's notification settings in this customer",
  body: {
    type: 'object',
    properties: {
      email_enabled: { type: 'boolean' },
      email: { type: ['string', 'null'], maxLength: 254 },
      webhook_url: { type: ['string', 'null'], maxLength: 2000 },
      webhook_secret: {
        type: ['string', 'null'],
        maxLength: 200,
        description: 'Omitted: the stored secret stays. At least 16 characters.',
      },
      kinds,
      site_ids: siteIds,
    },
    required: ['email_enabled', 'kinds'],
    additionalProperties: false,
  },
  response: { 200: settings, ...errorResponses(400, 401, 403) },
} as const;

export const settingsTestSchema = {
  tags,
  summary: 'Send a test message by every channel the settings use',
  response: {
    202: { type: 'object', properties: { data: { type: 'array', items: delivery } } },
    ...errorResponses(400, 401, 403),
  },
} as const;

export const deliveryListSchema = {
  tags,
  summary: "The signed-in user's deliveries in this customer, newest first, with their last answer",
  querystring: {
    type: 'object',
    properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
    additionalProperties: false,
  },
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: delivery } } },
    ...errorResponses(401, 403),
  },
} as const;
