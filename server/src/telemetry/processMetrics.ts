/** The server process's own metrics, the first part of GET /api/metrics/ (Prometheus text). */
export function processExposition(): string[] {
  const memory = process.memoryUsage();
  return [
    '# HELP process_resident_memory_bytes Resident memory of the server process.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${memory.rss}`,
    '# HELP nodejs_heap_used_bytes V8 heap in use.',
    '# TYPE nodejs_heap_used_bytes gauge',
    `nodejs_heap_used_bytes ${memory.heapUsed}`,
    '# HELP process_uptime_seconds Seconds since the server process started.',
    '# TYPE process_uptime_seconds gauge',
    `process_uptime_seconds ${Math.round(process.uptime())}`,
  ];
}
