/**
 * `notification-delivery`: sends one delivery (one message, one channel) and records each attempt on
 * it. A failed attempt throws, so the job queue retries it with a doubling wait; after the last
 * attempt the delivery shows `failed` with the receiver's last answer.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { number, object } from 'yup';
import type { Database } from '../db/database';
import { alerts, notificationDeliveries, notificationSettings, users } from '../db/schema';
import { defineJobKind, PermanentJobError } from '../jobs/jobKind';
import { emailText, messageAlert, webhookBody } from './message';
import { mailError, type Mailer } from './mailer';
import { postWebhook, type WebhookAnswer } from './webhook';
import type { Resolve } from './webhookTarget';

export interface NotifyContext {
  db: Database;
  mailer: Mailer | null;
  retryLimit: number;
  retryDelaySeconds: number;
  digestSeconds: number;
  /** NOTIFY_ALLOW_PRIVATE_TARGETS: webhooks may reach internal addresses. */
  allowPrivateTargets: boolean;
  /** How webhook hosts resolve (the system's resolver; tests swap it). */
  resolve: Resolve;
}

async function attempt(ctx: NotifyContext, deliveryId: number): Promise<WebhookAnswer> {
  const [delivery] = await ctx.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, deliveryId));
  if (!delivery) throw new PermanentJobError(`Delivery ${deliveryId} no longer exists`);
  const [settings] = await ctx.db
    .select({ settings: notificationSettings, userEmail: users.email })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(eq(notificationSettings.userId, delivery.userId), eq(notificationSettings.customerId, delivery.customerId)),
    );
  const rows = delivery.alertIds.length
    ? await ctx.db
        .select()
        .from(alerts)
        .where(and(eq(alerts.customerId, delivery.customerId), inArray(alerts.id, delivery.alertIds)))
        .orderBy(alerts.openedAt, alerts.id)
    : [];
  const message = rows.map(messageAlert);
  if (delivery.channel === 'webhook') {
    const { webhookUrl, webhookSecret } = settings?.settings ?? {};
    if (!webhookUrl || !webhookSecret) return { ok: false, statusCode: null, error: 'The webhook was removed' };
    return postWebhook(webhookUrl, webhookSecret, webhookBody(delivery.id, delivery.test, message), delivery.id, {
      allowPrivate: ctx.allowPrivateTargets,
      resolve: ctx.resolve,
    });
  }
  if (!ctx.mailer) return { ok: false, statusCode: null, error: 'E-mail is not configured on this server' };
  if (!settings) return { ok: false, statusCode: null, error: 'The notification settings were removed' };
  const { subject, text } = emailText(delivery.test, message);
  try {
    await ctx.mailer.send(settings.settings.email ?? settings.userEmail, subject, text);
    return { ok: true, statusCode: null, error: null };
  } catch (error) {
    return { ok: false, statusCode: null, error: mailError(error) };
  }
}

export function deliveryKind(ctx: NotifyContext) {
  return defineJobKind({
    name: 'notification-delivery',
    payload: object({ deliveryId: number().integer().positive().required() }),
    retryLimit: ctx.retryLimit,
    retryDelaySeconds: ctx.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 4,
    async handle(job) {
      const answer = await attempt(ctx, job.payload.deliveryId);
      const last = answer.ok || answer.permanent || job.attempt > ctx.retryLimit;
      await ctx.db
        .update(notificationDeliveries)
        .set({
          status: answer.ok ? 'sent' : last ? 'failed' : 'pending',
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          lastStatusCode: answer.statusCode,
          lastError: answer.error,
          lastAttemptAt: new Date(),
        })
        .where(eq(notificationDeliveries.id, job.payload.deliveryId));
      if (!answer.ok && answer.permanent) throw new PermanentJobError(answer.error ?? 'Not delivered');
      if (!answer.ok) throw new Error(answer.error ?? 'Not delivered');
      return { statusCode: answer.statusCode };
    },
  });
}
