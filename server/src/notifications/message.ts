/**
 * What a notification says, the same for e-mail and webhook. Tenants are named without their contact
 * details and nothing of the user's settings (the webhook secret, the SMTP login) is ever included.
 */
import { ALERT_KIND_LABELS, type Alert } from '../../../rules/alerts';
import { alertView, withoutContacts } from '../alerts/alertView';
import type { AlertRow } from '../db/schema';

/** An alert in a message: as GET /crm/alerts/ shows it (alertView), tenants without contact details. */
export type MessageAlert = Alert;

export const messageAlert = (row: AlertRow): MessageAlert => withoutContacts(alertView(row));

/** The webhook's JSON body. */
export function webhookBody(deliveryId: number, test: boolean, alerts: MessageAlert[]) {
  return { delivery_id: deliveryId, test, alerts };
}

const more = (names: string[], label: string) => (names.length ? `  ${label}: ${names.join(', ')}\n` : '');

/** The e-mail's subject and plain-text body. */
export function emailText(test: boolean, alerts: MessageAlert[]): { subject: string; text: string } {
  if (test)
    return {
      subject: '[Portico] Test notification',
      text: 'This is a test message from Portico: your e-mail notifications reach this address.\n',
    };
  const subject =
    alerts.length === 1
      ? `[Portico] ${alerts[0].summary}`
      : `[Portico] ${alerts.length} alerts: ${alerts[0].summary} and more`;
  const lines = alerts.map(
    (alert) =>
      `- ${alert.summary}\n  ${ALERT_KIND_LABELS[alert.kind]} at ${alert.affected.site.name}, opened ${alert.opened_at}` +
      `${alert.status === 'closed' ? `, closed ${alert.closed_at}` : ''}\n` +
      more(
        alert.affected.rooms.map((room) => room.name),
        'Rooms',
      ) +
      more(
        alert.affected.tenants.map((tenant) => tenant.name),
        'Tenants',
      ),
  );
  return {
    subject,
    text: `${alerts.length === 1 ? 'An alert opened' : `${alerts.length} alerts opened`}:\n\n${lines.join('\n')}`,
  };
}
