/**
 * /api/crm/notifications/: the signed-in user's own settings and deliveries inside the verified
 * customer (X-Customer-ID). Nobody reads or changes another user's; the webhook secret is never answered.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { customerScope } from '../access/scope';
import {
  notificationDeliveries,
  notificationSettings,
  sites,
  users,
  type NotificationDeliveryRow,
  type NotificationSettingsRow,
} from '../db/schema';
import { bodyFieldError, fieldError, fieldErrors, type FieldError } from '../http/httpErrors';
import type { AlertKind } from '../../../rules/alerts';
import { queueDeliveries } from './digest';
import { webhookTargetError, type Resolve } from './webhookTarget';
import { deliveryListSchema, settingsReadSchema, settingsTestSchema, settingsWriteSchema } from './notificationSchemas';

export const MIN_WEBHOOK_SECRET_LENGTH = 16;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const deliveryView = (row: NotificationDeliveryRow) => ({
  id: row.id,
  channel: row.channel,
  alert_ids: row.alertIds,
  test: row.test,
  status: row.status,
  attempts: row.attempts,
  last_status_code: row.lastStatusCode,
  last_error: row.lastError,
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

async function ownSettings(request: FastifyRequest) {
  const { customerId, userId } = customerScope(request);
  const [user] = await request.server.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [row] = await request.server.db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.customerId, customerId)));
  return { row: row as NotificationSettingsRow | undefined, userEmail: user.email };
}

function settingsView(request: FastifyRequest, row: NotificationSettingsRow | undefined, userEmail: string) {
  const available = request.server.notifications.context.mailer !== null;
  return {
    email_enabled: available && (row?.emailEnabled ?? false),
    email: row?.email ?? userEmail,
    email_available: available,
    email_unavailable_reason: available ? null : 'This server sends no e-mail: SMTP_URL is not set.',
    webhook_url: row?.webhookUrl ?? null,
    webhook_secret_set: Boolean(row?.webhookSecret),
    kinds: row?.kinds ?? [],
    site_ids: row?.siteIds ?? [],
  };
}

async function webhookUrlError(value: string, allowPrivate: boolean, resolve: Resolve): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Not a valid URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'The webhook URL must start with http:// or https://.';
  if (url.username || url.password) return 'Put no user name or password in the URL: the signature proves the sender.';
  return allowPrivate ? null : webhookTargetError(url, resolve);
}

const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/settings/', { schema: settingsReadSchema }, async (request) => {
    const { row, userEmail } = await ownSettings(request);
    return settingsView(request, row, userEmail);
  });

  app.put('/settings/', { schema: settingsWriteSchema }, async (request) => {
    const { customerId, userId } = customerScope(request);
    const body = request.body as {
      email_enabled: boolean;
      email?: string | null;
      webhook_url?: string | null;
      webhook_secret?: string | null;
      kinds: AlertKind[];
      site_ids?: number[];
    };
    const { row: before, userEmail } = await ownSettings(request);
    const errors: FieldError[] = [];
    const email = body.email?.trim() || null;
    if (email && !emailPattern.test(email)) errors.push(fieldError('email', 'Not a valid e-mail address.'));
    if (body.email_enabled && !app.notifications.context.mailer)
      errors.push(fieldError('email_enabled', 'This server sends no e-mail: SMTP_URL is not set.'));
    const webhookUrl = body.webhook_url?.trim() || null;
    const { allowPrivateTargets, resolve } = app.notifications.context;
    const urlError = webhookUrl ? await webhookUrlError(webhookUrl, allowPrivateTargets, resolve) : null;
    if (urlError) errors.push(fieldError('webhook_url', urlError));
    const secret = body.webhook_secret === undefined ? (before?.webhookSecret ?? null) : body.webhook_secret || null;
    if (body.webhook_secret && body.webhook_secret.length < MIN_WEBHOOK_SECRET_LENGTH)
      errors.push(fieldError('webhook_secret', `The secret needs at least ${MIN_WEBHOOK_SECRET_LENGTH} characters.`));
    else if (webhookUrl && !secret)
      errors.push(fieldError('webhook_secret', 'A webhook needs a secret to sign its deliveries.'));
    const siteIds = [...new Set(body.site_ids ?? [])];
    if (siteIds.length > 0) {
      const found = await app.db
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.customerId, customerId), inArray(sites.id, siteIds)));
      const known = new Set(found.map((site) => site.id));
      const unknown = siteIds.filter((id) => !known.has(id));
      if (unknown.length) errors.push(fieldError('site_ids', `No such site in this customer: ${unknown.join(', ')}.`));
    }
    if (errors.length) throw fieldErrors(errors);
    const values = {
      emailEnabled: body.email_enabled,
      email: email && email.toLowerCase() !== userEmail ? email : null,
      webhookUrl,
      webhookSecret: webhookUrl ? secret : null,
      kinds: [...new Set(body.kinds)],
      siteIds,
    };
    const [row] = await app.db
      .insert(notificationSettings)
      .values({ userId, customerId, ...values })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.customerId],
        set: { ...values, modifiedAt: new Date() },
      })
      .returning();
    return settingsView(request, row, userEmail);
  });

  app.post('/settings/test/', { schema: settingsTestSchema }, async (request, reply) => {
    const { row } = await ownSettings(request);
    const { context, delivery } = app.notifications;
    const usable = row && ((row.emailEnabled && context.mailer) || row.webhookUrl);
    if (!row || !usable) throw bodyFieldError('settings', 'Turn on e-mail or set a webhook first.');
    const ids = await queueDeliveries(context, app.jobs, delivery, row, [], true);
    const rows = await app.db
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.id, ids))
      .orderBy(notificationDeliveries.id);
    reply.code(202);
    return { data: rows.map(deliveryView) };
  });

  app.get('/deliveries/', { schema: deliveryListSchema }, async (request) => {
    const { customerId, userId } = customerScope(request);
    const { limit } = request.query as { limit: number };
    const rows = await app.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.customerId, customerId)))
      .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
      .limit(limit);
    return { data: rows.map(deliveryView) };
  });
};

export default notificationRoutes;
