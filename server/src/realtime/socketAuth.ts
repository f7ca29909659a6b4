import { checkAccessToken, sessionVersionOf } from '../auth/jwt';
import type { Database } from '../db/database';
import { customerIdsOf } from '../access/customerAccess';
import { findActiveUser, type AuthUser } from '../access/authUser';

/** A socket's verified user: who, which customers they may see, and when their token runs out. */
export interface SocketUser {
  user: AuthUser;
  customerIds: Set<number>;
  /** the access token's expiry, ms since the epoch */
  expiresAt: number;
  /** the user's session version the token was issued at (a new password ends the socket) */
  sessionVersion: number;
}

/**
 * The same checks as the HTTP auth plugin (signature, expiry, an active user, the current session
 * version), telling an expired token (the browser refreshes it) from an invalid one (the session
 * ends). A token from before a new password counts as expired: the browser that set the password
 * holds a fresh pair and goes on, any other one finds its refresh token revoked and signs out.
 */
export async function authenticateSocket(
  db: Database,
  secret: string,
  token: string,
): Promise<SocketUser | { refused: 'invalid' | 'expired' }> {
  const checked = checkAccessToken(token, secret);
  if ('refused' in checked) return checked;
  const user = await findActiveUser(db, Number(checked.claims.sub));
  if (!user) return { refused: 'invalid' };
  const sessionVersion = sessionVersionOf(checked.claims);
  if (sessionVersion !== user.sessionVersion) return { refused: 'expired' };
  const { id, email, isSuperuser } = user;
  return {
    user: { id, email, isSuperuser },
    customerIds: new Set(await customerIdsOf(db, user)),
    expiresAt: checked.claims.exp * 1000,
    sessionVersion,
  };
}
