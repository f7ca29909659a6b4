// Apart from speedLimitValues.ts so that list columns do not pull yup (its schemas) into list pages.

/**
 * A rate as people say it: kbit/s below 1 Mbit/s, else Mbit/s or Gbit/s.
 * @example formatKbps(20000) // '20 Mbit/s'
 */
export function formatKbps(kbps: number | null | undefined): string {
  if (kbps == null) return '';
  const units: [number, string][] = [
    [1_000_000, 'Gbit/s'],
    [1_000, 'Mbit/s'],
  ];
  for (const [size, unit] of units)
    if (kbps >= size) return `${Number((kbps / size).toFixed(2)).toLocaleString('en')} ${unit}`;
  return `${kbps} kbit/s`;
}
