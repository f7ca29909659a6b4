/** JSON schemas of /api/crm/saved-views/ (OpenAPI and validation). */
import { ENTITY_TYPES } from '../../../rules/entityTypes';
import { MAX_VIEW_COLUMNS, MAX_VIEW_FILTERS, MAX_VIEW_NAME, VIEW_DENSITIES } from '../../../rules/savedViews';
import { errorResponses, idParams, noContent } from '../http/schemas';

const tags = ['saved views'];
const list = {
  type: 'string',
  enum: [...ENTITY_TYPES],
  description: 'The entity whose list it is, e.g. room',
} as const;
const name = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_VIEW_NAME,
  description: 'Its name in the Views menu',
} as const;

const state = {
  type: 'object',
  description: 'What the list shows',
  additionalProperties: false,
  required: ['filters', 'search', 'sort', 'columns', 'density'],
  properties: {
    filters: {
      type: 'object',
      maxProperties: MAX_VIEW_FILTERS,
      additionalProperties: { type: 'string', maxLength: 200 },
      description: 'Active filters by server param (a-z, 0-9, _), e.g. {"floor_id": "4"}',
    },
    search: { type: 'string', maxLength: 200 },
    sort: { type: ['string', 'null'], pattern: '^-?[a-z][a-z0-9_]{0,39}$', description: 'API ordering, e.g. -name' },
    columns: {
      type: 'object',
      maxProperties: MAX_VIEW_COLUMNS,
      additionalProperties: { type: 'boolean' },
      description: 'Columns shown (true) or hidden (false), by field (up to 60 characters)',
    },
    density: { type: 'string', enum: [...VIEW_DENSITIES] },
  },
} as const;

const view = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    list,
    name: { type: 'string' },
    state,
    shared: { type: 'boolean' },
    is_default: { type: 'boolean' },
    mine: { type: 'boolean', description: "The current user's own (only they change or delete it)" },
    owner: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    modified_at: { type: 'string', format: 'date-time' },
  },
} as const;

const shared = { type: 'boolean', description: "Offered to the customer's other staff too" } as const;
const isDefault = {
  type: 'boolean',
  description: 'Opens when its owner opens the list without a query; at most one per user and list',
} as const;

export const viewListSchema = {
  tags,
  summary: "A list's saved views: the user's own and those the customer's other staff share",
  querystring: { type: 'object', additionalProperties: false, required: ['list'], properties: { list } },
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: view } }, required: ['data'] },
    ...errorResponses(401, 403),
  },
} as const;

export const viewCreateSchema = {
  tags,
  summary: 'Save a view of a list',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['list', 'name', 'state'],
    properties: { list, name, state, shared, is_default: isDefault },
  },
  response: { 201: view, ...errorResponses(401, 403) },
} as const;

export const viewUpdateSchema = {
  tags,
  summary: 'Rename, re-save, share or make default one of your views',
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { name, state, shared, is_default: isDefault },
  },
  response: { 200: view, ...errorResponses(401, 403, 404) },
} as const;

export const viewDeleteSchema = {
  tags,
  summary: 'Delete one of your views',
  params: idParams,
  response: { 204: noContent, ...errorResponses(401, 403, 404) },
} as const;
