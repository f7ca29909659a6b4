/**
 * The server-side hook of alerts: the evaluation calls these once per alert it opened or closed,
 * on the one instance that did it, after the write committed. Notifications (e-mail, webhook)
 * subscribe here: `alertEvents.onOpened(alert => notifyAlertOpened(alert))`. Browsers hear the
 * same news through the `portico_alerts` channel (frame `alert`).
 */
import type { Alert } from '../../../rules/alerts';

export interface AlertNews {
  customerId: number;
  alert: Alert;
}

type Listener = (news: AlertNews) => void | Promise<void>;

export class AlertEvents {
  private readonly opened = new Set<Listener>();
  private readonly closed = new Set<Listener>();

  /** Returns the unsubscribe. */
  onOpened(listener: Listener): () => void {
    this.opened.add(listener);
    return () => this.opened.delete(listener);
  }

  onClosed(listener: Listener): () => void {
    this.closed.add(listener);
    return () => this.closed.delete(listener);
  }

  /** Calls every listener; one failing does not stop the others nor the evaluation (`onError` hears it). */
  async emit(what: 'opened' | 'closed', news: AlertNews, onError: (error: unknown) => void): Promise<void> {
    for (const listener of what === 'opened' ? this.opened : this.closed) {
      try {
        await listener(news);
      } catch (error) {
        onError(error);
      }
    }
  }
}
