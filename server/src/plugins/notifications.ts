import fp from 'fastify-plugin';
import { loggableError } from '../db/errorReport';
import { deliveryKind, type NotifyContext } from '../notifications/deliveryJob';
import { alertOpened, digestKind } from '../notifications/digest';
import { createMailer } from '../notifications/mailer';
import { systemResolve } from '../notifications/webhookTarget';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alert notifications by e-mail and webhook (server/src/notifications). */
    notifications: {
      context: NotifyContext;
      delivery: ReturnType<typeof deliveryKind>;
      digest: ReturnType<typeof digestKind>;
    };
  }
}

/** Hears alerts opening (app.alerts.events) and queues each interested user's digest. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, digestSeconds, retryLimit, retryDelaySeconds, allowPrivateTargets } =
      app.config.notifications;
    const mailer = createMailer(smtpUrl, mailFrom);
    const context: NotifyContext = {
      db: app.db,
      mailer,
      retryLimit,
      retryDelaySeconds,
      digestSeconds,
      allowPrivateTargets,
      resolve: systemResolve,
    };
    const delivery = deliveryKind(context);
    const digest = digestKind(context, app.jobs, delivery);
    await app.jobs.define(delivery);
    await app.jobs.define(digest);
    const unsubscribe = app.alerts.events.onOpened(async (news) => {
      try {
        await alertOpened(context, app.jobs, digest, news);
      } catch (error) {
        app.log.error({ error: loggableError(error) }, 'notifications: queueing a digest failed');
      }
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      mailer?.close();
    });
    app.decorate('notifications', { context, delivery, digest });
  },
  { name: 'notifications', dependencies: ['config', 'db', 'jobs', 'alerts'] },
);
