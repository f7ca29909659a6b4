import { checkAccessToken } from '../auth/jwt';
import type { Database } from '../db/database';
import { customerIdsOf } from '../access/customerAccess';
import { findActiveUser, type AuthUser } from '../access/authUser';

/** A socket's verified user: who, which customers they may see, and when their token runs out. */
export interface SocketUser {
  user: AuthUser;
  customerIds: Set<number>;
  /** the access token's expiry, ms since the epoch */
  expiresAt: number;
}

/**
 * The same checks as the HTTP auth plugin (signature, expiry, an active user), telling an expired
 * token (the browser refreshes it) from an invalid one (the session ends).
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
  return { user, customerIds: new Set(await customerIdsOf(db, user)), expiresAt: checked.claims.exp * 1000 };
}
