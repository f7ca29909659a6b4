import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../auth/jwt';
import { notAuthenticated, tokenNotValid } from '../http/httpErrors';
import { findActiveUser, type AuthUser } from '../entities/users/userRepository';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: requires a valid bearer access token and sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; routes behind it can rely on it. */
    user: AuthUser;
  }
}

/** Bearer-token authentication with HS256 access tokens (server/src/auth/jwt.ts). */
export default fp(
  async (app) => {
    app.decorateRequest<AuthUser | null>('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw notAuthenticated();
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw tokenNotValid();
      const claims = verifyAccessToken(token, app.config.jwtSecret);
      if (!claims) throw tokenNotValid();
      const user = await findActiveUser(app.db, Number(claims.sub));
      if (!user) throw tokenNotValid();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db', 'config'] },
);
