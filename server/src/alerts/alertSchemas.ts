/** JSON schemas of the alert routes (OpenAPI and validation). */
import { ALERT_KINDS } from '../../../rules/alerts';
import { errorResponses, idParams } from '../http/schemas';
import { MAX_ID } from '../http/ids';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../entities/kit/listParams';
import { OCCUPANCY_MONTHS } from './occupancyHistory';

const tags = ['alerts'];
const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
const nullableText = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;

const named = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

const alert = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...ALERT_KINDS] },
    critical: { type: 'boolean' },
    status: { type: 'string', enum: ['open', 'closed'] },
    summary: { type: 'string' },
    site_id: { type: 'integer' },
    device_id: { type: ['integer', 'null'] },
    outlet_id: { type: ['integer', 'null'] },
    affected: {
      type: 'object',
      properties: {
        site: named,
        rooms: { type: 'array', items: named },
        more_rooms: { type: 'integer' },
        tenants: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' }, email: nullableText, phone: nullableText },
          },
        },
        more_tenants: { type: 'integer' },
      },
    },
    since: time,
    opened_at: time,
    closed_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const maintenanceWindow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    site_id: { type: 'integer' },
    device_id: { type: ['integer', 'null'] },
    starts_at: time,
    ends_at: time,
    reason: nullableText,
    active: { type: 'boolean' },
  },
} as const;

export const alertListSchema = {
  tags,
  summary: 'List alerts of the customer, newest first, with the maintenance windows silencing alerts now',
  querystring: {
    type: 'object',
    properties: {
      status: { type: 'string', enum: ['open', 'closed'] },
      kind: { type: 'string', enum: [...ALERT_KINDS] },
      site_id: id,
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: alert },
        total: { type: 'integer' },
        silenced_by: { type: 'array', items: maintenanceWindow },
      },
    },
    ...errorResponses(401, 403),
  },
} as const;

export const windowListSchema = {
  tags,
  summary: 'List maintenance windows of the customer that have not ended, soonest first',
  querystring: { type: 'object', properties: { site_id: id }, additionalProperties: false },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: maintenanceWindow }, total: { type: 'integer' } },
    },
    ...errorResponses(401, 403),
  },
} as const;

export const windowCreateSchema = {
  tags,
  summary: 'Add a maintenance window to a site or one router of it (its alerts stay silent meanwhile)',
  body: {
    type: 'object',
    properties: {
      site_id: id,
      device_id: { ...id, type: ['integer', 'null'] },
      starts_at: time,
      ends_at: time,
      reason: { type: ['string', 'null'], maxLength: 500 },
    },
    required: ['site_id', 'starts_at', 'ends_at'],
    additionalProperties: false,
  },
  response: { 201: maintenanceWindow, ...errorResponses(401, 403) },
} as const;

export const windowUpdateSchema = {
  tags,
  summary: "Change a maintenance window's times or reason (recorded in the change history)",
  params: idParams,
  body: {
    type: 'object',
    properties: { starts_at: time, ends_at: time, reason: { type: ['string', 'null'], maxLength: 500 } },
    additionalProperties: false,
  },
  response: { 200: maintenanceWindow, ...errorResponses(401, 403, 404) },
} as const;

export const windowDeleteSchema = {
  tags,
  summary: 'Remove a maintenance window',
  params: idParams,
  response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404) },
} as const;

const alertSettings = {
  type: 'object',
  properties: {
    grace_seconds: {
      type: 'integer',
      minimum: 0,
      maximum: 3600,
      description: 'How long a condition must last before it opens an alert (keeps a flap quiet).',
    },
  },
} as const;

export const alertSettingsReadSchema = {
  tags,
  summary: "Read a site's alert settings",
  params: idParams,
  response: { 200: { ...alertSettings, required: ['grace_seconds'] }, ...errorResponses(401, 403, 404) },
} as const;

export const alertSettingsWriteSchema = {
  tags,
  summary: "Change a site's alert settings (recorded in the history)",
  params: idParams,
  body: { ...alertSettings, required: ['grace_seconds'], additionalProperties: false },
  response: { 200: { ...alertSettings, required: ['grace_seconds'] }, ...errorResponses(401, 403, 404) },
} as const;

export const siteHistorySchema = {
  tags,
  summary:
    "A site's last 24 hours for the dashboard's charts: routers' reachability and response time, ports down/up per hour and now, open alerts by kind",
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        from: time,
        to: time,
        routers: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              device_id: { type: 'integer' },
              identity: { type: 'string' },
              points: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    at: time,
                    reachable: { type: 'boolean' },
                    response_ms: { type: ['integer', 'null'] },
                  },
                },
              },
            },
          },
        },
        port_hours: {
          type: 'array',
          items: {
            type: 'object',
            properties: { hour: time, down: { type: 'integer' }, up: { type: 'integer' } },
          },
        },
        ports_now: { type: 'object', properties: { up: { type: 'integer' }, down: { type: 'integer' } } },
        open_alerts: {
          type: 'array',
          items: { type: 'object', properties: { kind: { type: 'string' }, count: { type: 'integer' } } },
        },
      },
    },
    ...errorResponses(401, 403, 404),
  },
} as const;

export const occupancyHistorySchema = {
  tags,
  summary:
    "Occupied rooms of each of the customer's sites in each of the last months, for the dashboard's chart: a month counted on its last day, the current one today",
  querystring: {
    type: 'object',
    properties: {
      months: {
        type: 'integer',
        minimum: 1,
        maximum: OCCUPANCY_MONTHS.max,
        default: OCCUPANCY_MONTHS.default,
        description: 'How many months, the current one included.',
      },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        months: {
          type: 'array',
          description: 'Oldest first.',
          items: {
            type: 'object',
            properties: {
              month: { type: 'string', description: 'YYYY-MM' },
              day: { type: 'string', format: 'date', description: 'The day its rooms were counted on.' },
            },
          },
        },
        sites: {
          type: 'array',
          description: 'By name.',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              rooms: { type: 'integer', description: "The site's rooms now." },
              occupied: {
                type: 'array',
                items: { type: 'integer' },
                description: 'Occupied rooms in each month, as `months`.',
              },
            },
          },
        },
      },
    },
    ...errorResponses(401, 403),
  },
} as const;
