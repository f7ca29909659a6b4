/**
 * The digest: an alert that opens queues one `notification-digest` job per interested user, keyed by
 * user and customer and starting NOTIFY_DIGEST_SECONDS later, so alerts opening meanwhile join the
 * waiting job instead of queueing their own. The job gathers the user's matching open alerts that no
 * earlier message named and sends them as one e-mail and/or one webhook delivery.
 */
import { and, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { number, object } from 'yup';
import type { AlertNews } from '../alerts/alertEvents';
import { alerts, memberships, notificationDeliveries, notificationSettings, users } from '../db/schema';
import { defineJobKind, type JobKind } from '../jobs/jobKind';
import type { JobQueue } from '../jobs/jobQueue';
import type { NotifyContext } from './deliveryJob';

type DeliveryKind = JobKind<{ deliveryId: number }>;

/** Settings that ask for something to be sent at all. */
const sending = (ctx: NotifyContext): SQL =>
  ctx.mailer
    ? or(eq(notificationSettings.emailEnabled, true), sql`${notificationSettings.webhookUrl} IS NOT NULL`)!
    : sql`${notificationSettings.webhookUrl} IS NOT NULL`;

/** Creates one delivery per channel the settings use and queues each; answers their ids. */
export async function queueDeliveries(
  ctx: NotifyContext,
  jobs: JobQueue,
  delivery: DeliveryKind,
  settings: { userId: number; customerId: number; emailEnabled: boolean; webhookUrl: string | null },
  alertIds: number[],
  test = false,
): Promise<number[]> {
  const channels = [
    ...(settings.emailEnabled && ctx.mailer ? (['email'] as const) : []),
    ...(settings.webhookUrl ? (['webhook'] as const) : []),
  ];
  if (channels.length === 0) return [];
  const rows = await ctx.db
    .insert(notificationDeliveries)
    .values(
      channels.map((channel) => ({
        customerId: settings.customerId,
        userId: settings.userId,
        channel,
        alertIds,
        test,
      })),
    )
    .returning({ id: notificationDeliveries.id });
  for (const { id } of rows) await jobs.send(delivery, { deliveryId: id });
  return rows.map((row) => row.id);
}

export function digestKind(ctx: NotifyContext, jobs: JobQueue, delivery: DeliveryKind) {
  return defineJobKind({
    name: 'notification-digest',
    payload: object({
      userId: number().integer().positive().required(),
      customerId: number().integer().positive().required(),
    }),
    singletonKey: ({ userId, customerId }) => `${customerId}:${userId}`,
    retryLimit: 2,
    retryDelaySeconds: 10,
    async handle(job) {
      const { userId, customerId } = job.payload;
      // Only a user still active and still in the customer hears about it.
      const [row] = await ctx.db
        .select({ settings: notificationSettings })
        .from(notificationSettings)
        .innerJoin(users, and(eq(users.id, notificationSettings.userId), eq(users.isActive, true)))
        .leftJoin(
          memberships,
          and(eq(memberships.userId, notificationSettings.userId), eq(memberships.customerId, customerId)),
        )
        .where(
          and(
            eq(notificationSettings.userId, userId),
            eq(notificationSettings.customerId, customerId),
            or(eq(users.isSuperuser, true), sql`${memberships.userId} IS NOT NULL`),
          ),
        );
      if (!row) return { alerts: 0 };
      const { settings } = row;
      const named = ctx.db
        .select({ id: sql`jsonb_array_elements_text(${notificationDeliveries.alertIds})::int` })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.customerId, customerId)));
      const open = await ctx.db
        .select({ id: alerts.id, kind: alerts.kind, siteId: alerts.siteId })
        .from(alerts)
        .where(and(eq(alerts.customerId, customerId), isNull(alerts.closedAt), notInArray(alerts.id, named)))
        .orderBy(alerts.openedAt, alerts.id);
      const wanted = open.filter(
        (alert) =>
          settings.kinds.includes(alert.kind) &&
          (settings.siteIds.length === 0 || settings.siteIds.includes(alert.siteId)),
      );
      if (wanted.length === 0) return { alerts: 0 };
      const ids = await queueDeliveries(
        ctx,
        jobs,
        delivery,
        settings,
        wanted.map((alert) => alert.id),
      );
      return { alerts: wanted.length, deliveries: ids };
    },
  });
}

/** The alerts plugin's hook: queues (or joins) the digest of every user who wants to hear of this alert. */
export async function alertOpened(
  ctx: NotifyContext,
  jobs: JobQueue,
  digest: ReturnType<typeof digestKind>,
  { customerId, alert }: AlertNews,
): Promise<void> {
  const interested = await ctx.db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.customerId, customerId),
        sql`${notificationSettings.kinds} @> ${JSON.stringify([alert.kind])}::jsonb`,
        sql`(${notificationSettings.siteIds} = '[]'::jsonb OR ${notificationSettings.siteIds} @> ${JSON.stringify([alert.site_id])}::jsonb)`,
        sending(ctx),
      ),
    );
  for (const { userId } of interested)
    await jobs.send(digest, { userId, customerId }, { startAfterSeconds: ctx.digestSeconds });
}
