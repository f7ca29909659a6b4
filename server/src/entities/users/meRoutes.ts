import type { FastifyPluginAsync } from 'fastify';
import type { Theme } from '../../db/schema';
import { errorResponses } from '../../http/schemas';
import { tokenNotValid } from '../../http/httpErrors';
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
  required: ['id', 'email', 'first_name', 'last_name', 'is_superuser', 'last_active_customer', 'last_active_site', 'profile'],
} as const;

interface MePatch {
  profile?: { theme?: Theme; advanced_mode?: boolean };
}

/** /api/crm/users/me/: the signed-in user and their preferences (theme, Advanced Mode). */
const meRoutes: FastifyPluginAsync = async (app) => {
  const config = { tenancy: 'user' as const };
  const load = async (userId: number) => {
    const profile = await getProfile(app.db, userId);
    if (!profile) throw tokenNotValid();
    return profile;
  };

  app.get('/me/', { config, schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: me, ...errorResponses(401) } } }, async (request) =>
    load(request.user.id),
  );

  app.patch<{ Body: MePatch }>(
    '/me/',
    {
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
              properties: { theme: { type: 'string', enum: ['light', 'dark', 'auto'] }, advanced_mode: { type: 'boolean' } },
            },
          },
        },
        response: { 200: me, ...errorResponses(401, 413, 415) },
      },
    },
    async (request) => {
      await updatePreferences(app.db, request.user.id, request.body.profile ?? {});
      return load(request.user.id);
    },
  );
};

export default meRoutes;
