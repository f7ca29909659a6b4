import { checkAccessToken, signAccessToken } from '../../../server/src/auth/jwt';

describe('access tokens checked again', () => {
  const secret = 'a-secret-for-this-test';
  const issued = Date.now();
  const token = signAccessToken(7, secret, 300, issued);

  it('accepts a token each time until it expires, then refuses it as expired', () => {
    expect(checkAccessToken(token, secret, issued + 1000)).toMatchObject({ claims: { sub: '7' } });
    expect(checkAccessToken(token, secret, issued + 299_000)).toMatchObject({ claims: { sub: '7' } });
    expect(checkAccessToken(token, secret, issued + 301_000)).toEqual({ refused: 'expired' });
  });

  it('refuses a token it accepted when checked against another secret', () => {
    expect(checkAccessToken(token, secret, issued)).toMatchObject({ claims: { sub: '7' } });
    expect(checkAccessToken(token, 'another-secret', issued)).toEqual({ refused: 'invalid' });
  });

  it('refuses a token whose claims were changed after its signature was accepted', () => {
    expect(checkAccessToken(token, secret, issued)).toMatchObject({ claims: { sub: '7' } });
    const [head, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherBody = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(checkAccessToken(`${head}.${otherBody}.${signature}`, secret, issued)).toEqual({ refused: 'invalid' });
    // Claims handed out are the token's own: a caller cannot change what the next request sees.
    const accepted = checkAccessToken(token, secret, issued);
    expect(() => {
      if ('claims' in accepted) accepted.claims.sub = '8';
    }).toThrow(TypeError);
    expect(checkAccessToken(token, secret, issued)).toMatchObject({ claims: { sub: '7' } });
  });
});

describe('access token signatures', () => {
  const secret = 'a-secret-for-the-spelling-test';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('refuses a signature spelled other than canonical base64url, though it decodes to the same bytes', () => {
    const token = signAccessToken(7, secret, 300);
    const [head, body, signature] = token.split('.');
    // 32 bytes take 43 characters: the last one carries 2 unused bits.
    const last = alphabet.indexOf(signature.at(-1)!);
    const flipped = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(flipped, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const spelling of [`${signature}=`, flipped, `${signature}==`])
      expect(checkAccessToken(`${head}.${body}.${spelling}`, secret)).toEqual({ refused: 'invalid' });
    expect(checkAccessToken(token, secret)).toMatchObject({ claims: { sub: '7' } });
  });
});
