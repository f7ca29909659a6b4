import type { FastifyPluginAsync } from 'fastify';
import { signAccessToken } from '../../auth/jwt';
import { loginThrottle } from '../../auth/loginThrottle';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import {
  issueRefreshToken,
  pruneExpiredRefreshTokens,
  revokeRefreshToken,
  rotateRefreshToken,
} from '../../auth/refreshTokens';
import { HttpError, tokenNotValid } from '../../http/httpErrors';
import { findActiveUser } from '../../access/authUser';
import { findUserForLogin, recordLogin } from '../../entities/users/userRepository';
import { logoutSchema, pairSchema, refreshSchema } from './tokenSchemas';

const wrongCredentials = () => new HttpError(401, 'No active account found with the given credentials');

function tooManyAttempts(minutes: number) {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new HttpError(429, `Too many failed login attempts. Try again in ${minutes} ${unit}.`, undefined, {
    'retry-after': String(minutes * 60),
  });
}

/** /api/token/pair, /refresh and /logout. */
const tokenRoutes: FastifyPluginAsync = async (app) => {
  const { config, db } = app;
  const throttledAttempt = loginThrottle(db, config.loginThrottle);
  const issuePair = async (userId: number, refresh?: string) => ({
    access: signAccessToken(userId, config.jwtSecret, config.accessTokenTtlSeconds),
    refresh: refresh ?? (await issueRefreshToken(db, userId, config.refreshTokenTtlSeconds)),
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
    return issuePair(user.id);
  });

  app.post<{ Body: { refresh: string } }>('/refresh/', { schema: refreshSchema }, async (request) => {
    const rotated = await rotateRefreshToken(db, request.body.refresh, config.refreshTokenTtlSeconds);
    if (!rotated) throw tokenNotValid();
    if (!(await findActiveUser(db, rotated.userId))) {
      await revokeRefreshToken(db, rotated.refresh);
      throw tokenNotValid();
    }
    return issuePair(rotated.userId, rotated.refresh);
  });

  app.post<{ Body: { refresh: string } }>('/logout/', { schema: logoutSchema }, async (request, reply) => {
    await revokeRefreshToken(db, request.body.refresh);
    return reply.code(204).send();
  });
};

export default tokenRoutes;
