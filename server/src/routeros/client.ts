/**
 * RouterOS API client: one connection, many concurrent commands told apart by `.tag`.
 *
 * @example
 * const client = await RouterOsClient.connect({ host: '10.0.0.1', username: 'admin', password });
 * const pools = await client.print('/ip/pool', { proplist: ['name', 'ranges'] });
 * await client.close();
 */
import type net from 'node:net';
import { buildCommandWords, type CommandParams, normaliseCommand } from './commandWords';
import {
  RouterOsClosedError,
  RouterOsError,
  RouterOsFatalError,
  RouterOsProtocolError,
  RouterOsTimeoutError,
} from './errors';
import { type LoginMethod, performLogin } from './login';
import { type CommandResult, PendingCommands } from './pendingCommands';
import { parseReply, type Reply, replyMessage } from './reply';
import { SentenceDecoder } from './sentenceDecoder';
import { openTransport, type RouterOsTlsOptions } from './transport';
import { encodeSentence } from './wordCodec';

export interface RouterOsClientOptions {
  host: string;
  /** Defaults to 8728, or 8729 with TLS. */
  port?: number;
  username: string;
  password: string;
  /** API-SSL. `true` accepts an unverified certificate or anonymous DH; pass `{ ca }` to verify. */
  tls?: boolean | RouterOsTlsOptions;
  /** TCP connect plus TLS handshake. Default 10 s. */
  connectTimeoutMs?: number;
  /** Per command, until `!done`. Default 30 s; 0 disables. */
  commandTimeoutMs?: number;
  loginMethod?: LoginMethod;
}

export interface ExecuteOptions {
  /** Overrides the client's command timeout for this command; 0 disables. */
  timeoutMs?: number;
}

export class RouterOsClient {
  private readonly pending = new PendingCommands();
  private nextTag = 1;
  private closeError: RouterOsError | null = null;
  private readonly closedPromise: Promise<void>;

  private constructor(
    private readonly socket: net.Socket,
    where: string,
    private readonly commandTimeoutMs: number,
  ) {
    const decoder = new SentenceDecoder();
    this.closedPromise = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => {
      try {
        for (const words of decoder.push(chunk)) this.handleReply(parseReply(words));
      } catch (error) {
        this.shutdown(error instanceof RouterOsError ? error : new RouterOsProtocolError(String(error)));
      }
    });
    socket.on('error', (error) =>
      this.shutdown(new RouterOsClosedError(`Connection to ${where} failed: ${error.message}`)),
    );
    socket.on('close', () => this.shutdown(new RouterOsClosedError(`Connection closed by router ${where}`)));
  }

  /** Connects and logs in; rejects with a RouterOsConnectionError or RouterOsLoginError. */
  static async connect(options: RouterOsClientOptions): Promise<RouterOsClient> {
    const tlsOptions = options.tls === true ? {} : options.tls || null;
    const port = options.port ?? (tlsOptions ? 8729 : 8728);
    const socket = await openTransport({
      host: options.host,
      port,
      tls: tlsOptions,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    });
    const client = new RouterOsClient(socket, `${options.host}:${port}`, options.commandTimeoutMs ?? 30_000);
    try {
      await performLogin(
        (command, params) => client.execute(command, params),
        options.username,
        options.password,
        options.loginMethod ?? 'auto',
      );
    } catch (error) {
      client.shutdown(new RouterOsClosedError('Login did not succeed'));
      throw error;
    }
    return client;
  }

  /** Sends one command and resolves with its rows once `!done` arrives; rejects on `!trap`, timeout or loss. */
  execute(command: string, params?: CommandParams, options: ExecuteOptions = {}): Promise<CommandResult> {
    if (this.closeError) return Promise.reject(this.closeError);
    const words = buildCommandWords(command, params);
    const tag = String(this.nextTag++);
    const result = this.pending.track(tag, words[0]);
    const timeoutMs = options.timeoutMs ?? this.commandTimeoutMs;
    if (timeoutMs > 0) {
      this.pending.setTimer(
        tag,
        setTimeout(() => this.cancelAfterTimeout(tag, words[0], timeoutMs), timeoutMs),
      );
    }
    this.socket.write(encodeSentence([...words, `.tag=${tag}`]));
    return result;
  }

  /**
   * Runs `<menu>/print` and returns the rows.
   * @example await client.print('/interface', { proplist: ['name', 'running'], where: { type: 'ether' } })
   */
  async print(menu: string, params?: CommandParams, options?: ExecuteOptions): Promise<Record<string, string>[]> {
    return (await this.execute(`${normaliseCommand(menu)}/print`, params, options)).rows;
  }

  get isClosed(): boolean {
    return this.closeError !== null;
  }

  /** Closes the connection; commands still waiting reject with RouterOsClosedError. */
  async close(): Promise<void> {
    this.shutdown(new RouterOsClosedError('The RouterOS connection was closed by the client'));
    await this.closedPromise;
  }

  private handleReply(reply: Reply): void {
    if (reply.type === '!fatal') {
      this.shutdown(new RouterOsFatalError(replyMessage(reply)));
      return;
    }
    // Untagged replies cannot belong to us: every command we send carries a tag.
    if (reply.tag !== null) this.pending.dispatch({ ...reply, tag: reply.tag });
  }

  private cancelAfterTimeout(tag: string, command: string, timeoutMs: number): void {
    this.pending.abandon(tag, new RouterOsTimeoutError(command, timeoutMs));
    if (this.closeError) return;
    // Stop the command on the router too; the cancel's own replies are not interesting.
    const cancelTag = String(this.nextTag++);
    this.pending.ignore(cancelTag);
    this.socket.write(encodeSentence(['/cancel', `=tag=${tag}`, `.tag=${cancelTag}`]));
  }

  private shutdown(error: RouterOsError): void {
    if (this.closeError) return;
    this.closeError = error;
    this.pending.failAll(error);
    this.socket.destroy();
  }
}
