/**
 * The browsers' performance metrics (web-vitals, requirements §7, §9), counted in this instance's
 * metrics registry (telemetry/serverMetrics.ts) and exposed with the server's own metrics
 * (GET /metrics and GET /api/metrics/, Prometheus text). Nothing about who sent them is kept: a
 * metric is a name, a value and a rating.
 */
import { Counter, Histogram, type Registry } from 'prom-client';

export const VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * Bucket bounds: CLS is a unitless score below 1, the others milliseconds. One Prometheus metric
 * has one set of bounds, so the set is the union of the bounds each vital's ratings need (web.dev's
 * thresholds); a vital only ever fills its own range.
 */
const CLS_BOUNDS = [0.05, 0.1, 0.25, 0.5, 1];
const MS_BOUNDS = [50, 100, 200, 400, 500, 800, 1000, 1800, 2000, 2500, 3000, 4000, 5000, 6000, 10000];

export interface VitalReport {
  name: VitalName;
  value: number;
  rating: Rating;
}

export class ClientMetrics {
  private readonly values: Histogram<'name'>;
  private readonly ratings: Counter<'name' | 'rating'>;

  constructor(registry: Registry) {
    this.values = new Histogram({
      name: 'portico_client_web_vital',
      help: 'Performance of the browser app as its users saw it (web-vitals; ms, CLS a score).',
      labelNames: ['name'],
      buckets: [...CLS_BOUNDS, ...MS_BOUNDS],
      registers: [registry],
    });
    this.ratings = new Counter({
      name: 'portico_client_web_vital_rating',
      help: 'Reports per web-vitals rating.',
      labelNames: ['name', 'rating'],
      registers: [registry],
    });
  }

  record(report: VitalReport): void {
    this.values.observe({ name: report.name }, report.value);
    this.ratings.inc({ name: report.name, rating: report.rating });
  }
}
