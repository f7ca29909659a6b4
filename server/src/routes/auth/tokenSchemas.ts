import { errorResponses, noContent } from '../../http/schemas';

const tokenPair = {
  type: 'object',
  properties: {
    access: { type: 'string', description: 'HS256 JWT, valid ACCESS_TOKEN_TTL_SECONDS (default 300 s)' },
    refresh: { type: 'string', description: 'Opaque, single use: each refresh returns a new one' },
  },
  required: ['access', 'refresh'],
} as const;

const refreshBody = {
  type: 'object',
  properties: { refresh: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['refresh'],
} as const;

export const pairSchema = {
  tags: ['auth'],
  summary: 'Log in with e-mail and password',
  description: 'Repeated failed logins are throttled per account and per client address (429).',
  security: [],
  body: {
    type: 'object',
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 254, description: 'The e-mail address' },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
    required: ['username', 'password'],
  },
  response: { 200: tokenPair, ...errorResponses(401, 413, 415, 429) },
} as const;

export const refreshSchema = {
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new pair (rotation)',
  description:
    'The presented token is revoked; presenting it again revokes its whole family (401 token_not_valid), except within 10 s of its rotation (parallel refreshes from two tabs, a retry), which get a new token of the same family.',
  security: [],
  body: refreshBody,
  response: { 200: tokenPair, ...errorResponses(401, 413, 415) },
} as const;

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Revoke a refresh token',
  description:
    'Revokes the refresh token and its family. Access tokens already issued are not revoked: they stay valid until they expire (ACCESS_TOKEN_TTL_SECONDS, 5 minutes by default).',
  security: [],
  body: refreshBody,
  response: { 204: noContent, ...errorResponses(413, 415) },
} as const;
