import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../db/errorReport';
import { handleDueMoves, type MoveContext } from './dueMoves';

/** MOVES_TICK_SECONDS: how often each instance looks for moves that came due (default 15; 0 = never). */
export function moveTickSeconds(env: NodeJS.ProcessEnv): number {
  const value = Number(env.MOVES_TICK_SECONDS ?? 15);
  return Number.isFinite(value) && value >= 0 ? value : 15;
}

/**
 * Looks for due moves when the app is ready (catching up what a stopped server missed) and then
 * every tick; instances share the work through the claims in `move_events`.
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
    await tick();
    timer = setInterval(() => void tick(), tickSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
