import type { HealthIndicatorState, HealthState } from '../../core/health/healthSlice';

export type IndicatorColor = 'grey' | 'amber' | 'green' | 'red';

/** Requirements §4: the indicator's text and colour for each health state. */
export const indicatorFor: Record<HealthIndicatorState, { text: string; color: IndicatorColor }> = {
  disconnected: { text: 'Disconnected', color: 'grey' },
  partial: { text: 'Some services have issues', color: 'amber' },
  healthy: { text: 'All systems operational', color: 'green' },
  unhealthy: { text: 'System issues detected', color: 'red' },
  checking: { text: 'Waiting for system status', color: 'grey' },
};

export const indicatorPalette: Record<IndicatorColor, string> = {
  grey: '#9e9e9e',
  amber: '#f5a524',
  green: '#22a06b',
  red: '#e5484d',
};

export type HealthBadge = 'Healthy' | 'Unhealthy' | 'Disconnected';

/** The dialog's badge (requirements §4); none while nothing is known yet. */
export function badgeFor(health: Pick<HealthState, 'state' | 'data'>): HealthBadge | null {
  if (health.state === 'disconnected') return 'Disconnected';
  if (health.state === 'healthy') return 'Healthy';
  if (health.state === 'partial' || health.state === 'unhealthy') return 'Unhealthy';
  return null;
}

/** Human name of a service key: "database" → "Database", "redis_cache" → "Redis cache", "router:gw-1" → "Router gw-1". */
export function serviceLabel(key: string): string {
  if (key.startsWith('router:')) return `Router ${key.slice('router:'.length)}`;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
