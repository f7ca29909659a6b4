/**
 * The browsers' performance metrics (web-vitals, requirements §7, §9), summed per metric in this
 * instance's memory and exposed with the server metrics (GET /api/metrics/, Prometheus text).
 * Nothing about who sent them is kept: a metric is a name, a value and a rating.
 */
export const VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** Histogram bucket bounds: milliseconds, except CLS (a unitless score). */
const BUCKETS: Record<VitalName, readonly number[]> = {
  CLS: [0.05, 0.1, 0.25, 0.5, 1],
  FCP: [500, 1000, 1800, 3000, 5000, 10000],
  INP: [50, 100, 200, 500, 1000, 2000],
  LCP: [500, 1000, 2500, 4000, 6000, 10000],
  TTFB: [100, 200, 400, 800, 1800, 5000],
};

export interface VitalReport {
  name: VitalName;
  value: number;
  rating: Rating;
}

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
  ratings: Record<Rating, number>;
}

export class ClientMetrics {
  private readonly histograms = new Map<VitalName, Histogram>();

  record(report: VitalReport): void {
    const histogram = this.histogramOf(report.name);
    const bounds = BUCKETS[report.name];
    bounds.forEach((bound, index) => {
      if (report.value <= bound) histogram.counts[index] += 1;
    });
    histogram.sum += report.value;
    histogram.count += 1;
    histogram.ratings[report.rating] += 1;
  }

  /** Prometheus exposition lines of every metric seen so far. */
  exposition(): string[] {
    const lines = [
      '# HELP portico_client_web_vital Performance of the browser app as its users saw it (web-vitals; ms, CLS a score).',
      '# TYPE portico_client_web_vital histogram',
    ];
    for (const name of VITALS) {
      const histogram = this.histograms.get(name);
      if (!histogram) continue;
      BUCKETS[name].forEach((bound, index) =>
        lines.push(`portico_client_web_vital_bucket{name="${name}",le="${bound}"} ${histogram.counts[index]}`),
      );
      lines.push(`portico_client_web_vital_bucket{name="${name}",le="+Inf"} ${histogram.count}`);
      lines.push(`portico_client_web_vital_sum{name="${name}"} ${round(histogram.sum)}`);
      lines.push(`portico_client_web_vital_count{name="${name}"} ${histogram.count}`);
    }
    lines.push('# HELP portico_client_web_vital_rating Reports per web-vitals rating.');
    lines.push('# TYPE portico_client_web_vital_rating counter');
    for (const name of VITALS) {
      const histogram = this.histograms.get(name);
      for (const rating of RATINGS)
        if (histogram)
          lines.push(`portico_client_web_vital_rating{name="${name}",rating="${rating}"} ${histogram.ratings[rating]}`);
    }
    return lines;
  }

  private histogramOf(name: VitalName): Histogram {
    let histogram = this.histograms.get(name);
    if (!histogram) {
      histogram = {
        counts: BUCKETS[name].map(() => 0),
        sum: 0,
        count: 0,
        ratings: { good: 0, 'needs-improvement': 0, poor: 0 },
      };
      this.histograms.set(name, histogram);
    }
    return histogram;
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;
