import type { FastifyRequest } from 'fastify';
import type { Theme } from '../../db/schema';
import { errorResponses } from '../../http/schemas';
import { tokenNotValid } from '../../http/httpErrors';
import type { ExtraRoute } from '../kit/entityDef';
import { getProfile, updatePreferences } from './userRepository';

const me = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    is_superuser: { type: 'boolean' },
    last_active_customer: { type: ['integer', 'null'] },
    last_active_site: { type: ['integer', 'null'] },
    profile: {
      type: 'object',
      properties: { theme: { type: 'string', enum: ['light', 'dark', 'auto'] }, advanced_mode: { type: 'boolean' } },
      required: ['theme', 'advanced_mode'],
    },
  },
  required: [
    'id',
    'email',
    'first_name',
    'last_name',
    'is_superuser',
    'last_active_customer',
    'last_active_site',
    'profile',
  ],
} as const;

interface MePatch {
  profile?: { theme?: Theme; advanced_mode?: boolean };
}

const config = { tenancy: 'user' as const };

async function profileOf(request: FastifyRequest) {
  const profile = await getProfile(request.server.db, request.user.id);
  if (!profile) throw tokenNotValid();
  return profile;
}

/** /api/crm/users/me/: the signed-in user and their preferences (theme, Advanced Mode). */
export const meRoutes: ExtraRoute[] = [
  {
    method: 'GET',
    url: 'me/',
    config,
    schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: me, ...errorResponses(401) } },
    handler: profileOf,
  },
  {
    method: 'PATCH',
    url: 'me/',
    config,
    schema: {
      tags: ['users'],
      summary: "Change the signed-in user's preferences",
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          profile: {
            type: 'object',
            additionalProperties: false,
            properties: {
              theme: { type: 'string', enum: ['light', 'dark', 'auto'] },
              advanced_mode: { type: 'boolean' },
            },
          },
        },
      },
      response: { 200: me, ...errorResponses(401, 413, 415) },
    },
    handler: async (request) => {
      const body = (request.body ?? {}) as MePatch;
      await updatePreferences(request.server.db, request.user.id, body.profile ?? {});
      return profileOf(request);
    },
  },
];
