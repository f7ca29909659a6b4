/**
 * Typed errors of the RouterOS API client. Callers branch on `code` (stable) rather than on the
 * message (meant for people). Messages never contain passwords.
 */
export type RouterOsErrorCode =
  | 'CONNECTION_REFUSED'
  | 'UNREACHABLE'
  | 'CONNECT_TIMEOUT'
  | 'TLS_FAILED'
  | 'LOGIN_FAILED'
  | 'COMMAND_TIMEOUT'
  | 'TRAP'
  | 'FATAL'
  | 'CONNECTION_CLOSED'
  | 'PROTOCOL';

/** Base class: every error the client raises is a RouterOsError. */
export class RouterOsError extends Error {
  constructor(
    readonly code: RouterOsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The TCP/TLS connection could not be established (refused, unreachable, timed out, TLS). */
export class RouterOsConnectionError extends RouterOsError {
  constructor(
    code: 'CONNECTION_REFUSED' | 'UNREACHABLE' | 'CONNECT_TIMEOUT' | 'TLS_FAILED',
    message: string,
    readonly cause?: unknown,
  ) {
    super(code, message);
  }
}

/** The router rejected the credentials (a `!trap` answered `/login`). */
export class RouterOsLoginError extends RouterOsError {
  constructor(
    readonly username: string,
    readonly routerMessage: string,
  ) {
    super('LOGIN_FAILED', `Login failed for user "${username}": ${routerMessage}`);
  }
}

/** A command got no `!done` within its timeout; the client cancels it on the router. */
export class RouterOsTimeoutError extends RouterOsError {
  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super('COMMAND_TIMEOUT', `RouterOS command ${command} timed out after ${timeoutMs} ms`);
  }
}

/** A `!trap` reply: the router refused or failed the command. `category` follows the API manual (0–7). */
export class RouterOsTrapError extends RouterOsError {
  constructor(
    readonly command: string,
    readonly routerMessage: string,
    readonly category: number | null,
  ) {
    super('TRAP', `RouterOS rejected ${command}: ${routerMessage}`);
  }
}

/** A `!fatal` reply: the router is closing the connection. */
export class RouterOsFatalError extends RouterOsError {
  constructor(readonly reason: string) {
    super('FATAL', `RouterOS closed the connection: ${reason}`);
  }
}

/** The connection ended (closed by us, reset by the router) while a command was waiting. */
export class RouterOsClosedError extends RouterOsError {
  constructor(message = 'The RouterOS connection is closed') {
    super('CONNECTION_CLOSED', message);
  }
}

/** The byte stream violated the API framing (unknown control byte, reply without a type). */
export class RouterOsProtocolError extends RouterOsError {
  constructor(message: string) {
    super('PROTOCOL', message);
  }
}
