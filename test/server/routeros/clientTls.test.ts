import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';
import { RouterOsClient } from '../../../server/src/routeros/client';
import { generateSelfSignedCertificate } from '../../../tools/routeros-simulator/tlsCertificate';
import { SIM_PASSWORD, SIM_USER } from './helpers/simulatorHarness';

const credentials = { username: SIM_USER, password: SIM_PASSWORD };

describe('RouterOsClient over API-SSL', () => {
  let anonymous: RouterOsSimulator;
  let certified: RouterOsSimulator;

  beforeAll(async () => {
    [anonymous, certified] = await Promise.all([
      startRouterOsSimulator({ tlsPort: 0, tlsMode: 'anonymous' }),
      startRouterOsSimulator({ tlsPort: 0, tlsMode: 'certificate' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([anonymous.close(), certified.close()]);
  });

  it('talks to a router without a certificate using anonymous Diffie-Hellman', async () => {
    const client = await RouterOsClient.connect({
      host: anonymous.host,
      port: anonymous.tlsPort as number,
      tls: true,
      ...credentials,
    });
    expect(await client.print('/system/identity')).toEqual([{ name: 'bldg-042-gw' }]);
    await client.close();
  });

  it('talks to a router with a self-signed certificate without verifying it', async () => {
    const client = await RouterOsClient.connect({
      host: certified.host,
      port: certified.tlsPort as number,
      tls: true,
      ...credentials,
    });
    expect((await client.print('/system/routerboard'))[0]['serial-number']).toBe('HE408C5Y2QK');
    await client.close();
  });

  it('verifies the certificate against a pinned CA', async () => {
    const client = await RouterOsClient.connect({
      host: certified.host,
      port: certified.tlsPort as number,
      tls: { ca: certified.certificatePem as string },
      ...credentials,
    });
    expect(await client.print('/system/identity')).toEqual([{ name: 'bldg-042-gw' }]);
    await client.close();
  });

  it('refuses a certificate that the pinned CA did not sign', async () => {
    const stranger = await generateSelfSignedCertificate();
    await expect(
      RouterOsClient.connect({
        host: certified.host,
        port: certified.tlsPort as number,
        tls: { ca: stranger.cert },
        ...credentials,
      }),
    ).rejects.toMatchObject({ code: 'TLS_FAILED' });
  });

  it('does not fall back to anonymous DH when verification was asked for', async () => {
    await expect(
      RouterOsClient.connect({
        host: anonymous.host,
        port: anonymous.tlsPort as number,
        tls: { ca: certified.certificatePem as string },
        ...credentials,
      }),
    ).rejects.toMatchObject({ code: 'TLS_FAILED' });
  });
});
