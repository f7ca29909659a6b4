import { errorResponses, idParams } from '../../http/schemas';
import { deviceStateProperties } from './deviceStateSchemas';

const text = { type: ['string', 'null'], maxLength: 1000 } as const;
const integer = { type: ['integer', 'null'], minimum: -2147483648, maximum: 2147483647 } as const;

const credentials = {
  type: ['object', 'null'],
  properties: { username: { type: 'string' }, enabled: { type: 'boolean' }, description: { type: ['string', 'null'] } },
  required: ['username', 'enabled', 'description'],
} as const;

const credentialsInput = {
  type: ['object', 'null'],
  additionalProperties: false,
  description:
    'Omit to keep, null to remove. An omitted or empty password keeps the stored one. Passwords are stored encrypted and never returned.',
  properties: {
    username: { type: ['string', 'null'], maxLength: 200 },
    password: { type: ['string', 'null'], maxLength: 200, writeOnly: true },
    enabled: { type: 'boolean' },
    description: text,
  },
} as const;

/** Types only; the requirements §5 rules (identity required, port ranges, defaults) come from the shared yup schema. */
const writable = {
  identity: { type: ['string', 'null'], maxLength: 255 },
  description: text,
  site_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  ip_address: { type: ['string', 'null'], maxLength: 255 },
  hostname: { type: ['string', 'null'], maxLength: 255 },
  api_port: integer,
  ssh_port: integer,
  api_ssl: { type: 'boolean' },
  enabled: { type: 'boolean' },
  bridge_switch: { type: ['string', 'null'], maxLength: 64 },
  bridge_external: { type: ['string', 'null'], maxLength: 64 },
  external_interface: integer,
} as const;

const nullableText = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

const lastSync = {
  type: ['object', 'null'],
  description:
    'The last sync attempt, failed ones too: when, whether it worked (else why not) and the outlets it updated',
  properties: {
    at: { type: 'string', format: 'date-time' },
    ok: { type: 'boolean' },
    message: nullableText,
    outlets_updated: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          label: { type: 'string' },
          switch_port: { type: 'string' },
          interface_up: { type: 'boolean' },
        },
        required: ['id', 'label', 'switch_port', 'interface_up'],
      },
    },
  },
  required: ['at', 'ok', 'message', 'outlets_updated'],
} as const;

const deviceProperties = {
  id: { type: 'integer' },
  identity: nullableText,
  system_identity: nullableText,
  description: nullableText,
  unique_id: nullableText,
  ip_address: nullableText,
  hostname: nullableText,
  api_port: nullableInt,
  ssh_port: { type: 'integer' },
  api_ssl: { type: 'boolean' },
  enabled: { type: 'boolean' },
  is_new_device: {
    type: 'boolean',
    description: 'Announced by the router itself and not yet given a site, an address and login credentials',
  },
  bridge_switch: nullableText,
  bridge_external: nullableText,
  external_interface: nullableInt,
  site_id: nullableInt,
  site_name: { ...nullableText, description: 'Name of the site the router serves' },
  customer_id: { ...nullableInt, description: "The customer of the router's site (devices span customers)" },
  customer_name: { ...nullableText, description: "Name of the customer of the router's site" },
  created_at: { type: 'string', format: 'date-time' },
  modified_at: { type: 'string', format: 'date-time' },
  last_sync_at: { type: ['string', 'null'], format: 'date-time', description: 'The last successful sync' },
  last_sync: lastSync,
  router_interfaces: {
    type: ['array', 'null'],
    description: 'The interfaces the last successful sync read, with their link state',
    items: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        type: { type: 'string' },
        running: { type: 'boolean' },
        disabled: { type: 'boolean' },
        comment: nullableText,
      },
      required: ['name', 'type', 'running', 'disabled', 'comment'],
    },
  },
  login_credentials: credentials,
  ssh_credentials: credentials,
  ...deviceStateProperties,
} as const;

export const device = {
  type: 'object',
  properties: deviceProperties,
  required: Object.keys(deviceProperties),
} as const;

/** The properties of a write body: the plain fields and both sets of credentials. */
export const deviceWriteProperties = {
  ...writable,
  login_credentials: credentialsInput,
  ssh_credentials: credentialsInput,
} as const;

const tags = ['mikrotik'];
const guarded = [401, 403];

export const syncDeviceSchema = {
  tags,
  summary: 'Read the router over the RouterOS API and store its state',
  description:
    '409 for a new (unconfigured) or disabled device, 502 when the router refuses or fails, 504 on a timeout. A failed sync changes nothing but last_sync, which records why. The answer is the device; its last_sync lists the outlets whose link state changed.',
  params: idParams,
  response: { 200: device, ...errorResponses(...guarded, 404, 409, 502, 504) },
} as const;

export const deviceConfigSchema = {
  tags,
  summary: "The RouterOS script (.rsc) generated for the device's site",
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        config: { type: 'string' },
        device_name: { type: 'string' },
        template_name: { type: 'string' },
        generated_at: { type: 'string', format: 'date-time' },
      },
      required: ['config', 'device_name', 'template_name', 'generated_at'],
    },
    ...errorResponses(...guarded, 404, 409),
  },
} as const;

export const devicePlanSchema = {
  tags,
  summary: 'What applying would change on the router: its running configuration compared with the generated one',
  description:
    'Reads the router (print commands only) and compares every entry tagged portico:<kind>:<id> (plus the identity) with the generated configuration. Items are in the order they would run (removals first, in reverse dependency order), each with the API commands; secrets show as "••••". Untagged entries are never changed, only counted per menu (not_managed). 409 for a device without a site, unconfigured or disabled; 502 when the router refuses or fails; 504 on a timeout.',
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        in_sync: { type: 'boolean' },
        planned_at: { type: 'string', format: 'date-time' },
        command_count: { type: 'integer' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              section: { type: 'string' },
              action: { type: 'string', enum: ['add', 'set', 'remove'] },
              key: { type: 'string' },
              label: { type: 'string' },
              router_id: nullableText,
              changes: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    property: { type: 'string' },
                    before: nullableText,
                    after: nullableText,
                    secret: { type: 'boolean' },
                  },
                  required: ['property', 'before', 'after', 'secret'],
                },
              },
              commands: { type: 'array', items: { type: 'string' } },
            },
            required: ['section', 'action', 'key', 'label', 'router_id', 'changes', 'commands'],
          },
        },
        sections: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              menu: { type: 'string' },
              title: { type: 'string' },
              items: { type: 'integer' },
              not_managed: { type: 'integer' },
            },
            required: ['menu', 'title', 'items', 'not_managed'],
          },
        },
        warnings: { type: 'array', items: { type: 'string' } },
      },
      required: ['in_sync', 'planned_at', 'command_count', 'items', 'sections', 'warnings'],
    },
    ...errorResponses(...guarded, 404, 409, 502, 504),
  },
} as const;

export const registerDeviceSchema = {
  tags,
  summary: 'Router self-registration (header X-Registration-Secret)',
  description:
    'Creates a new device, or refreshes the one with the same unique_id. 403 when the secret is wrong or registration is disabled.',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['unique_id', 'system_identity'],
    properties: {
      unique_id: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
      system_identity: { type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
      ip_address: { type: ['string', 'null'], maxLength: 64 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { id: { type: 'integer' }, is_new_device: { type: 'boolean' } },
      required: ['id', 'is_new_device'],
    },
    201: {
      type: 'object',
      properties: { id: { type: 'integer' }, is_new_device: { type: 'boolean' } },
      required: ['id', 'is_new_device'],
    },
    ...errorResponses(403),
  },
} as const;
