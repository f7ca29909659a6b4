import type { Metric } from 'web-vitals';
import { beacon } from './beacon';

type Vitals = Pick<typeof import('web-vitals'), 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

/** The library in its own chunk, fetched only once the page has been up for 5 s (bench:bundle budgets). */
export const loadWebVitals = (): Promise<Vitals> => import(/* webpackChunkName: "web-vitals" */ 'web-vitals');

/**
 * Sends each web-vital as the library reports it (FCP and TTFB soon, LCP, CLS and INP when the page
 * is hidden): its name, value and rating, nothing about the page or the user.
 */
export async function startWebVitals(load = loadWebVitals, send = beacon): Promise<void> {
  const vitals = await load();
  const report = ({ name, value, rating }: Metric) =>
    send('/client-metrics/', { metrics: [{ name, value: Math.max(0, value), rating }] });
  for (const on of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB]) on(report);
}
