import { Gauge, type Registry } from 'prom-client';

/**
 * The server process's own metrics. Gauges read when scraped, not prom-client's default collectors:
 * those start timers and observers per registry, and every app a test builds has a registry.
 */
export function registerProcessMetrics(registry: Registry): void {
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the server process.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'nodejs_heap_used_bytes',
    help: 'V8 heap in use.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
  new Gauge({
    name: 'process_uptime_seconds',
    help: 'Seconds since the server process started.',
    registers: [registry],
    collect() {
      this.set(Math.round(process.uptime()));
    },
  });
}
