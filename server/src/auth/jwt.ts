import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** Claims of a Portico access token. */
export interface AccessClaims {
  sub: string;
  token_type: 'access';
  iat: number;
  exp: number;
  jti: string;
  /** the user's session version when issued (users.session_version); a token without it is version 0 */
  ver?: number;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/**
 * Issues an HS256 access token for a user id at their session version (a token issued before the
 * version last changed is refused): `signAccessToken(7, secret, 300, Date.now(), 2)`.
 */
export function signAccessToken(
  userId: number,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
  sessionVersion = 0,
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(userId),
    token_type: 'access',
    iat,
    exp: iat + ttlSeconds,
    jti: randomUUID(),
    ver: sessionVersion,
  };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** Why a token was refused: a websocket closes with a different code for each (protocol.md). */
export type AccessTokenCheck = { claims: AccessClaims } | { refused: 'invalid' | 'expired' };

/** Access tokens whose signature was checked, by token; past this many the oldest is checked again. */
const CHECKED_TOKENS_KEPT = 10_000;

/**
 * Valid tokens already checked, with the secret they were checked against. Every request of a
 * signed-in user carries the same token, and its signature check (an HMAC, decoding, parsing) was
 * the largest cost of authenticating a request. A hit is the very token checked before; whether it
 * has expired is still asked on every use.
 */
const checkedTokens = new Map<string, { secret: string; claims: Readonly<AccessClaims> }>();

/** Checks an access token and tells an expired one (renewable) from an invalid one (never throws). */
export function checkAccessToken(token: string, secret: string, now = Date.now()): AccessTokenCheck {
  const known = checkedTokens.get(token);
  if (known && known.secret === secret) return notExpired(known.claims, now);
  const checked = checkSignedToken(token, secret);
  if (!checked) return { refused: 'invalid' };
  if (checkedTokens.size >= CHECKED_TOKENS_KEPT) checkedTokens.delete(checkedTokens.keys().next().value!);
  checkedTokens.set(token, { secret, claims: checked });
  return notExpired(checked, now);
}

const notExpired = (claims: Readonly<AccessClaims>, now: number): AccessTokenCheck =>
  claims.exp * 1000 > now ? { claims } : { refused: 'expired' };

/** The claims of a well-formed access token signed with `secret`, expired or not; else null. */
function checkSignedToken(token: string, secret: string): Readonly<AccessClaims> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, signature] = parts;
  // Only our exact header is accepted: no "alg: none", no algorithm confusion.
  if (head !== header) return null;
  // Compared as text: Node decodes base64url leniently (a trailing `=`, other values of the unused
  // low bits of the last character), and a signature must have one spelling only, ours.
  const expected = Buffer.from(sign(`${head}.${payload}`, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (claims.token_type !== 'access' || typeof claims.exp !== 'number' || !/^\d+$/.test(claims.sub)) return null;
    if (claims.ver !== undefined && !(Number.isInteger(claims.ver) && claims.ver >= 0)) return null;
    return Object.freeze(claims);
  } catch {
    return null;
  }
}

/** Returns the claims of a valid, unexpired access token, else null (never throws). */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const checked = checkAccessToken(token, secret, now);
  return 'claims' in checked ? checked.claims : null;
}

/** The session version a token was issued at (tokens from before versions were counted: 0). */
export const sessionVersionOf = (claims: Pick<AccessClaims, 'ver'>): number => claims.ver ?? 0;
