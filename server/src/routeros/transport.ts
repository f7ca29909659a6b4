/**
 * Opens the TCP (API, 8728) or TLS (API-SSL, 8729) connection and turns socket failures into
 * RouterOsConnectionError with a code callers can branch on.
 */
import net from 'node:net';
import tls from 'node:tls';
import { RouterOsConnectionError } from './errors';

export interface RouterOsTlsOptions {
  /**
   * CA certificate(s) to verify the router's certificate against. When given, the certificate is
   * verified and anonymous Diffie-Hellman is not offered.
   */
  ca?: string | Buffer | Array<string | Buffer>;
  /** Name to check the certificate against (defaults to the host). */
  servername?: string;
}

export interface TransportOptions {
  host: string;
  port: number;
  tls: RouterOsTlsOptions | null;
  connectTimeoutMs: number;
}

// A router without a certificate in `/ip service` only speaks anonymous DH (TLS 1.2). Node's
// default list removes aNULL suites, so they are added back, at the lowest security level.
const UNVERIFIED_CIPHERS = `${tls.DEFAULT_CIPHERS.split(':')
  .filter((cipher) => cipher !== '!aNULL')
  .join(':')}:ADH-AES256-GCM-SHA384:ADH-AES128-GCM-SHA256:@SECLEVEL=0`;

/** Maps a socket error to a connection error with a clear message. */
export function classifySocketError(
  error: NodeJS.ErrnoException,
  where: string,
  isTls: boolean,
): RouterOsConnectionError {
  switch (error.code) {
    case 'ECONNREFUSED':
      return new RouterOsConnectionError(
        'CONNECTION_REFUSED',
        `Connection refused by ${where} (is the API service enabled on that port?)`,
        error,
      );
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EADDRNOTAVAIL':
      return new RouterOsConnectionError('UNREACHABLE', `Router ${where} is unreachable (${error.code})`, error);
    case 'ETIMEDOUT':
      return new RouterOsConnectionError('CONNECT_TIMEOUT', `Timed out connecting to ${where}`, error);
    default:
      if (isTls)
        return new RouterOsConnectionError('TLS_FAILED', `TLS handshake with ${where} failed: ${error.message}`, error);
      return new RouterOsConnectionError('UNREACHABLE', `Could not connect to ${where}: ${error.message}`, error);
  }
}

/** Resolves with a connected (and, for TLS, handshaken) socket, or rejects with RouterOsConnectionError. */
export function openTransport(options: TransportOptions): Promise<net.Socket> {
  const where = `${options.host}:${options.port}`;
  return new Promise((resolve, reject) => {
    const socket = options.tls
      ? tls.connect({
          host: options.host,
          port: options.port,
          ca: options.tls.ca,
          servername: options.tls.servername ?? (net.isIP(options.host) ? undefined : options.host),
          rejectUnauthorized: Boolean(options.tls.ca),
          ciphers: options.tls.ca ? undefined : UNVERIFIED_CIPHERS,
        })
      : net.connect({ host: options.host, port: options.port });
    const timer = setTimeout(() => {
      cleanup();
      socket.destroy();
      reject(
        new RouterOsConnectionError(
          'CONNECT_TIMEOUT',
          `Timed out after ${options.connectTimeoutMs} ms connecting to ${where}`,
        ),
      );
    }, options.connectTimeoutMs);
    const onError = (error: NodeJS.ErrnoException) => {
      cleanup();
      socket.destroy();
      reject(classifySocketError(error, where, Boolean(options.tls)));
    };
    const onReady = () => {
      cleanup();
      socket.setNoDelay(true);
      // A router that vanishes (power cut) sends no FIN; keepalive lets the OS notice eventually.
      socket.setKeepAlive(true, 30_000);
      resolve(socket);
    };
    const readyEvent = options.tls ? 'secureConnect' : 'connect';
    function cleanup() {
      clearTimeout(timer);
      socket.off('error', onError);
      socket.off(readyEvent, onReady);
    }
    socket.once('error', onError);
    socket.once(readyEvent, onReady);
  });
}
