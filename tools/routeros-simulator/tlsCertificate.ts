/**
 * TLS material for the simulator's API-SSL listener.
 *
 * No key is committed to the repository. Two modes:
 * - anonymous (default): like a RouterOS router with no certificate in `/ip service`, the listener
 *   speaks TLS 1.2 with anonymous Diffie-Hellman only, so it needs no key pair at all;
 * - certificate: a throwaway self-signed certificate (EC P-256, 2 days, SAN 127.0.0.1 and
 *   localhost) generated at start with the `openssl` CLI in a temporary directory that is deleted
 *   straight away. Test-only: the key lives in memory for the simulator's lifetime.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type tls from 'node:tls';
import { promisify } from 'node:util';
import type { SimulatorTlsMode } from './simulatorOptions';

const run = promisify(execFile);

export interface SimulatorTlsMaterial {
  serverOptions: tls.TlsOptions;
  /** PEM of the self-signed certificate (certificate mode), for clients that want to verify it. */
  certificatePem: string | null;
}

/** Generates a self-signed test certificate with the openssl CLI; rejects when openssl is missing. */
export async function generateSelfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-routeros-sim-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=portico-routeros-simulator',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]);
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Server options for the chosen TLS mode. */
export async function createTlsMaterial(mode: SimulatorTlsMode): Promise<SimulatorTlsMaterial> {
  if (mode === 'anonymous') {
    // Anonymous DH exists only up to TLS 1.2 and only at security level 0 in OpenSSL 3.
    return {
      serverOptions: {
        ciphers: 'ADH-AES256-GCM-SHA384:ADH-AES128-GCM-SHA256:@SECLEVEL=0',
        dhparam: 'auto',
        maxVersion: 'TLSv1.2',
      },
      certificatePem: null,
    };
  }
  const { key, cert } = await generateSelfSignedCertificate();
  return { serverOptions: { key, cert }, certificatePem: cert };
}
