declare module 'parse-prometheus-text-format' {
  export interface ParsedSample {
    value?: string;
    labels?: Record<string, string>;
    /** histograms: bucket bound → cumulative count */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }
  /** Throws an InvalidLineError on a line that is no Prometheus text. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
