import { DEVICE_STATES } from '../../db/schema';
import { errorResponses, idParams } from '../../http/schemas';

const time = { type: ['string', 'null'], format: 'date-time' } as const;

/** A router's state against what Portico renders, on every device of the list, the detail and the sync answer. */
export const deviceStateProperties = {
  state: {
    type: 'string',
    enum: DEVICE_STATES,
    description:
      'never_checked, in_sync, drifted (drift_items), applying, failed (state_reason), unreachable (state_reason)',
  },
  drift_items: { type: 'integer', description: 'Drifted: how many plan items differ' },
  state_reason: { type: ['string', 'null'], description: "Failed or unreachable: why, in the router's own words" },
  changes_pending: {
    type: 'boolean',
    description:
      "Portico's data changed in a way that alters this router's configuration since the last check or apply",
  },
  checked_at: { ...time, description: 'The last drift check or apply' },
  apply_job_id: { type: ['string', 'null'], description: 'The apply job running now' },
  last_applied_at: time,
  last_applied_by: { type: ['string', 'null'], description: 'Who applied last (name, else e-mail)' },
  last_apply: {
    type: ['object', 'null'],
    properties: {
      status: { type: 'string', enum: ['in-sync', 'drifted', 'failed', 'cancelled'] },
      applied: { type: 'integer' },
      total: { type: 'integer' },
      reason: { type: ['string', 'null'] },
    },
    required: ['status', 'applied', 'total', 'reason'],
  },
} as const;

const tags = ['mikrotik'];
const job = {
  type: 'object',
  properties: {
    job_id: { type: 'string' },
    started: { type: 'boolean', description: 'false: an apply of this router was already waiting or running (its id)' },
  },
  required: ['job_id', 'started'],
} as const;

export const applyDeviceSchema = {
  tags,
  summary: 'Apply the plan to the router, as a background job (one per router)',
  description:
    'Sends an apply job: it plans afresh, sends the commands with progress (frame `job`), rolls back on a failure or a cancel and verifies. 202 with the job; when one is already waiting or running for this router, 202 with that job (started false). 409 for a device without a site, unconfigured or disabled.',
  params: idParams,
  response: { 202: job, ...errorResponses(401, 403, 404, 409) },
} as const;

export const cancelApplySchema = {
  tags,
  summary: "Cancel the router's running apply: it stops before its next command and rolls back",
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: { job_id: { type: 'string' }, state: { type: 'string' } },
      required: ['job_id', 'state'],
    },
    ...errorResponses(401, 403, 404, 409),
  },
} as const;

export const deviceHistorySchema = {
  tags,
  summary: "The router's applies, newest first: who, when, the items and the result",
  params: idParams,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          created_at: { type: 'string', format: 'date-time' },
          user_name: { type: ['string', 'null'] },
          after: { type: ['object', 'null'], additionalProperties: true },
        },
        required: ['id', 'created_at', 'user_name', 'after'],
      },
    },
    ...errorResponses(401, 403, 404),
  },
} as const;

export const applyStatusSchema = {
  tags,
  summary: "The router's latest apply job: its state and progress (null when it was never applied)",
  params: idParams,
  response: {
    200: {
      type: ['object', 'null'],
      properties: {
        job_id: { type: 'string' },
        state: { type: 'string', enum: ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] },
        progress: {
          type: ['object', 'null'],
          properties: { done: { type: 'integer' }, total: { type: 'integer' }, current: { type: ['string', 'null'] } },
          required: ['done', 'total', 'current'],
        },
        result: {
          type: ['object', 'null'],
          properties: {
            status: { type: 'string' },
            applied: { type: 'integer' },
            total: { type: 'integer' },
            reason: { type: ['string', 'null'] },
          },
        },
        error: { type: ['string', 'null'] },
        created_at: { type: 'string', format: 'date-time' },
        finished_at: { type: ['string', 'null'], format: 'date-time' },
      },
      required: ['job_id', 'state', 'progress', 'result', 'error', 'created_at', 'finished_at'],
    },
    ...errorResponses(401, 403, 404),
  },
} as const;
