import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../db/errorReport';
import { handleDueMoves, type MoveContext } from './dueMoves';

/**
 * Looks for due moves when the app is ready (catching up what a stopped server missed) and then
 * every tick (config.movesTickSeconds; 0 = never); instances share the work through the claims in
 * `move_events`. The catch-up runs in the background: start-up does not wait for it.
 */
export function scheduleMoves(app: FastifyInstance, context: MoveContext, tickSeconds: number): void {
  if (tickSeconds === 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= handleDueMoves(context, new Date())
      .then((handled) => {
        if (handled.length > 0) app.log.info({ moves: handled.length }, 'Handled due move-ins and move-outs');
      })
      .catch((error: unknown) => app.log.error({ error: loggableError(error) }, 'Handling due moves failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), tickSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
