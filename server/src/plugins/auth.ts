import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccessCache, accessChannel } from '../access/accessCache';
import { sessionVersionOf, verifyAccessToken } from '../auth/jwt';
import { notAuthenticated, tokenNotValid } from '../http/httpErrors';
import { loadUserAccess, type UserAccess } from '../access/customerAccess';
import { namedPlace, readPlaceHeaders, type PlaceHeaders } from '../access/placeHeaders';
import type { AuthUser } from '../access/authUser';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: requires a valid bearer access token and sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; routes behind it can rely on it. */
    user: AuthUser;
    /** Set by `authenticate`: X-Customer-ID and X-Site-ID, read once for every check after it. */
    placeHeaders: PlaceHeaders;
    /** Set by `authenticate`: the user's access to the customer and site the headers name, for the tenancy checks. */
    access: UserAccess | null;
  }
}

/**
 * Bearer-token authentication with HS256 access tokens (server/src/auth/jwt.ts). The user is read
 * with their access to the place the tenancy headers name, which the tenancy plugin checks next
 * without asking again; the answer is kept until the database announces a change
 * (access/accessCache.ts).
 */
export default fp(
  async (app) => {
    const accessCache = new AccessCache({ listening: () => app.notices.listening });
    app.notices.on(accessChannel, () => accessCache.clear());
    app.notices.onRestart(() => accessCache.clear());
    app.decorateRequest<AuthUser | null>('user', null);
    app.decorateRequest<PlaceHeaders | null>('placeHeaders', null);
    app.decorateRequest<UserAccess | null>('access', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw notAuthenticated();
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw tokenNotValid();
      const claims = verifyAccessToken(token, app.config.jwtSecret);
      if (!claims) throw tokenNotValid();
      const userId = Number(claims.sub);
      const headers = readPlaceHeaders(request);
      const place = namedPlace(headers);
      const load = () => loadUserAccess(app.db, userId, place);
      let access = await accessCache.get(userId, place, load);
      const version = sessionVersionOf(claims);
      // A token newer than the answer kept: its change was committed, its notice is on the way.
      if (access && version > access.sessionVersion) access = await load();
      // A token issued before the user's sessions were ended (a new password) is refused.
      if (!access || version !== access.sessionVersion) throw tokenNotValid();
      request.user = access.user;
      request.placeHeaders = headers;
      request.access = access;
    });
  },
  { name: 'auth', dependencies: ['db', 'config', 'notices'] },
);
