import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of a Portico access token. */
export interface AccessClaims {
  sub: string;
  token_type: 'access';
  iat: number;
  exp: number;
  jti: string;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Issues an HS256 access token for a user id: `signAccessToken(7, secret, 300)`. */
export function signAccessToken(userId: number, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(userId),
    token_type: 'access',
    iat,
    exp: iat + ttlSeconds,
    jti: randomUUID(),
  };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** Why a token was refused: a websocket closes with a different code for each (protocol.md). */
export type AccessTokenCheck = { claims: AccessClaims } | { refused: 'invalid' | 'expired' };

/** Checks an access token and tells an expired one (renewable) from an invalid one (never throws). */
export function checkAccessToken(token: string, secret: string, now = Date.now()): AccessTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { refused: 'invalid' };
  const [head, payload, signature] = parts;
  // Only our exact header is accepted: no "alg: none", no algorithm confusion.
  if (head !== header) return { refused: 'invalid' };
  const expected = sign(`${head}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' };
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (claims.token_type !== 'access' || typeof claims.exp !== 'number' || !/^\d+$/.test(claims.sub))
      return { refused: 'invalid' };
    return claims.exp * 1000 > now ? { claims } : { refused: 'expired' };
  } catch {
    return { refused: 'invalid' };
  }
}

/** Returns the claims of a valid, unexpired access token, else null (never throws). */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const checked = checkAccessToken(token, secret, now);
  return 'claims' in checked ? checked.claims : null;
}
