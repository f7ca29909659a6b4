import type { FastifyPluginAsync } from 'fastify';
import { signAccessToken } from '../../auth/jwt';
import { sharedLoginThrottle } from '../../auth/loginThrottle';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import {
  issueRefreshToken,
  pruneExpiredRefreshTokens,
  revokeRefreshToken,
  rotateRefreshToken,
} from '../../auth/refreshTokens';
import { HttpError, tokenNotValid, tooManyAttempts } from '../../http/httpErrors';
import { findActiveUser } from '../../access/authUser';
import { findUserForLogin, recordLogin } from '../../entities/users/userRepository';
import { logoutSchema, pairSchema, refreshSchema } from './tokenSchemas';

const wrongCredentials = () => new HttpError(401, 'No active account found with the given credentials');

/** /api/token/pair, /refresh and /logout. */
const tokenRoutes: FastifyPluginAsync = async (app) => {
  const { config, db } = app;
  const throttledAttempt = sharedLoginThrottle(db, config.loginThrottle);
  const issuePair = async (user: { id: number; sessionVersion: number }, refresh?: string) => ({
    access: signAccessToken(user.id, config.jwtSecret, config.accessTokenTtlSeconds, Date.now(), user.sessionVersion),
    refresh: refresh ?? (await issueRefreshToken(db, user.id, config.refreshTokenTtlSeconds)),
  });

  app.post<{ Body: { username: string; password: string } }>('/pair/', { schema: pairSchema }, async (request) => {
    const email = request.body.username.trim().toLowerCase();
    const user = await findUserForLogin(db, email);
    // While throttled even the right password is refused, or the 429 would not slow guessing.
    const verdict = await throttledAttempt(email, request.ip, () =>
      user?.isActive
        ? verifyPassword(request.body.password, user.passwordHash)
        : verifyAgainstDummy(request.body.password),
    );
    if ('retryMinutes' in verdict) throw tooManyAttempts(verdict.retryMinutes);
    if (!user || !verdict.succeeded) throw wrongCredentials();
    await recordLogin(db, user.id);
    await pruneExpiredRefreshTokens(db, user.id);
    return issuePair(user);
  });

  app.post<{ Body: { refresh: string } }>('/refresh/', { schema: refreshSchema }, async (request) => {
    const rotated = await rotateRefreshToken(db, request.body.refresh, config.refreshTokenTtlSeconds);
    if (!rotated) throw tokenNotValid();
    const user = await findActiveUser(db, rotated.userId);
    if (!user) {
      await revokeRefreshToken(db, rotated.refresh);
      throw tokenNotValid();
    }
    return issuePair(user, rotated.refresh);
  });

  app.post<{ Body: { refresh: string } }>('/logout/', { schema: logoutSchema }, async (request, reply) => {
    await revokeRefreshToken(db, request.body.refresh);
    return reply.code(204).send();
  });
};

export default tokenRoutes;
