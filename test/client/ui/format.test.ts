import { formatDate, formatDateTime, truncate } from '../../../src/components/format';

describe('display formats', () => {
  it('shows dates as year-month-day', () => {
    expect(formatDate(new Date(2026, 2, 9, 14, 5))).toBe('2026-03-09');
    expect(formatDateTime(new Date(2026, 2, 9, 14, 5))).toBe('2026-03-09 14:05');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('cuts text longer than 50 characters with an ellipsis', () => {
    const long = 'x'.repeat(60);
    expect(truncate(long)).toHaveLength(50);
    expect(truncate(long).endsWith('…')).toBe(true);
    expect(truncate('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncate(null)).toBe('');
  });
});
