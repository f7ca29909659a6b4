import type { AlertRow } from '../db/schema';
import type { Alert } from '../../../rules/alerts';

/** An alert row as the API shows it (contact details included: strip them with `withoutContacts`). */
export function alertView(row: AlertRow): Alert {
  return {
    id: row.id,
    kind: row.kind,
    critical: row.critical,
    status: row.closedAt ? 'closed' : 'open',
    summary: row.summary,
    site_id: row.siteId,
    device_id: row.deviceId,
    outlet_id: row.outletId,
    affected: row.affected,
    since: row.since.toISOString(),
    opened_at: row.openedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** The alert with its tenants named only: no e-mail address or phone number (notifications, realtime). */
export function withoutContacts(alert: Alert): Alert {
  return {
    ...alert,
    affected: {
      ...alert.affected,
      tenants: alert.affected.tenants.map((tenant) => ({ id: tenant.id, name: tenant.name })),
    },
  };
}
