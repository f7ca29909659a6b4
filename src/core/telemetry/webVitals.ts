import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { beacon } from './beacon';

export type WebVitalsLibrary = {
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onTTFB: typeof onTTFB;
};

const library: WebVitalsLibrary = { onCLS, onFCP, onINP, onLCP, onTTFB };

/**
 * Sends each web-vital as the library reports it (FCP and TTFB soon, LCP, CLS and INP when the page
 * is hidden): its name, value and rating, nothing about the page or the user.
 */
export function startWebVitals(vitals: WebVitalsLibrary = library, send = beacon): void {
  const report = ({ name, value, rating }: Metric) =>
    send('/client-metrics/', { metrics: [{ name, value: Math.max(0, value), rating }] });
  for (const on of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB]) on(report);
}
