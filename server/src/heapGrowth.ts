import v8 from 'node:v8';

/** How much the JavaScript heap may grow past what was live at the last full collection. */
const HEAP_GROWING_PERCENT = 30;

/**
 * V8 lets the heap grow to up to 4× what survived the last full collection before it collects
 * again. Under a burst, requests waiting their turn at the database keep their objects past the
 * young generation, and the heap went from ~100 to 300 MiB of mostly garbage between collections
 * (bench:load-api, 200 clients on the embedded database: a peak RSS of 537–598 MiB; 391 with 30 %,
 * at the same throughput). A growth factor, not a cap: a server that really needs more memory
 * still gets it.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
