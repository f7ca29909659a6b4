import { KEPT_ERRORS, MAX_BREADCRUMBS } from '../../telemetry/clientErrors';
import { RATINGS, VITALS } from '../../telemetry/clientMetrics';

/** A route shape or path of the app, at most 200 characters; the server keeps only its shape. */
const page = { type: 'string', minLength: 1, maxLength: 200, pattern: '^/' } as const;

export const metricsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['metrics'],
  properties: {
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: VITALS.length,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value', 'rating'],
        properties: {
          name: { type: 'string', enum: VITALS, description: 'A web-vitals metric' },
          value: { type: 'number', minimum: 0, maximum: 600_000, description: 'Milliseconds; CLS a score' },
          rating: { type: 'string', enum: RATINGS },
        },
      },
    },
  },
} as const;

const pageView = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'page'],
  properties: { at: { type: 'string', format: 'date-time' }, page },
} as const;

const reportProperties = {
  kind: { type: 'string', enum: ['request', 'render', 'script'] },
  message: { type: 'string', minLength: 1, maxLength: 500 },
  stack: { type: 'string', maxLength: 4000 },
  status: { type: 'integer', minimum: 100, maximum: 599 },
  endpoint: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9_]+$' },
  page,
  breadcrumbs: { type: 'array', maxItems: MAX_BREADCRUMBS, items: pageView },
} as const;

export const errorBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'message', 'page', 'breadcrumbs'],
  properties: reportProperties,
} as const;

export const keptErrorList = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      maxItems: KEPT_ERRORS,
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          received_at: { type: 'string', format: 'date-time' },
          ...reportProperties,
        },
      },
    },
  },
} as const;
