import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom plus the web platform pieces it lacks and the app needs: Node's encoders, streams,
 * structuredClone and fetch family. Request and fetch resolve relative URLs against the jsdom page,
 * because RTK Query builds `new Request('/api/…')`. AbortController comes from Node too: Node's
 * Request refuses a jsdom AbortSignal.
 */
export default class PorticoJsdomEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const win = this.global as typeof this.global & { location: Location };
    const resolve = (input: RequestInfo | URL): RequestInfo | URL =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href).href : input;

    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(resolve(input), init);
      }
    }

    Object.assign(win, {
      TextEncoder,
      TextDecoder,
      ReadableStream,
      WritableStream,
      TransformStream,
      structuredClone,
      Headers,
      Response,
      Request: PageRequest,
      AbortController,
      AbortSignal,
      // Tests replace fetch (jest.spyOn / assignment); this default reaches real servers.
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(resolve(input), init),
    });
  }
}
