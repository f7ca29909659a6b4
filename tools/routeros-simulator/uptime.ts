/**
 * RouterOS 7 prints durations such as uptime as `1w2d3h4m5s`, omitting zero units.
 * @example formatUptime(694_800) // '1w1d1h'
 */
export function formatUptime(totalSeconds: number): string {
  const units: Array<[string, number]> = [
    ['w', 604_800],
    ['d', 86_400],
    ['h', 3_600],
    ['m', 60],
    ['s', 1],
  ];
  let rest = Math.max(0, Math.floor(totalSeconds));
  let text = '';
  for (const [suffix, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) text += `${count}${suffix}`;
  }
  return text || '0s';
}
