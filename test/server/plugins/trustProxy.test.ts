import Fastify from 'fastify';
import { fastifyTrustProxy, parseTrustProxy } from '../../../server/src/config';
import securityHeadersPlugin from '../../../server/src/plugins/securityHeaders';

/** TRUST_PROXY: which forwarding hops the server believes when it takes a client's address. */
describe('TRUST_PROXY', () => {
  it('reads off, a number of proxies, or a list of proxy addresses and CIDRs', () => {
    for (const off of [undefined, '', '0', 'false']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (it believed the client) and anything that is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true is no longer accepted.*TRUST_PROXY=1/);
    expect(() => parseTrustProxy('10.0.0.1,proxy.example.com')).toThrow(/"proxy\.example\.com"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
  });

  const clientAddress = async (trustProxy: string | undefined, remoteAddress: string, forwardedFor: string) => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trustProxy)) });
    app.get('/', async (request) => ({ ip: request.ip }));
    const reply = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return reply.json().ip;
  };

  it('takes the address the last trusted proxy saw, never an entry the client wrote', async () => {
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.3';
    expect(await clientAddress(undefined, '10.0.0.2', header)).toBe('10.0.0.2');
    expect(await clientAddress('1', '10.0.0.2', header)).toBe('10.0.0.3');
    expect(await clientAddress('2', '10.0.0.2', header)).toBe('203.0.113.7');
    expect(await clientAddress('10.0.0.0/24', '10.0.0.2', header)).toBe('203.0.113.7');
    // Not from a listed proxy: the header is the client's own words.
    expect(await clientAddress('10.0.0.0/24', '198.51.100.9', header)).toBe('198.51.100.9');
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const hsts = async (trustProxy: string | undefined, remoteAddress: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trustProxy)) });
      await app.register(securityHeadersPlugin);
      app.get('/', async () => ({}));
      const reply = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-proto': 'https' } });
      await app.close();
      return reply.headers['strict-transport-security'];
    };
    expect(await hsts('10.0.0.0/24', '10.0.0.2')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('1', '10.0.0.2')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('10.0.0.0/24', '198.51.100.9')).toBeUndefined();
    expect(await hsts(undefined, '10.0.0.2')).toBeUndefined();
  });
});
