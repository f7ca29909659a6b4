/** Display formats shared by every page: dates as year-month-day, long text cut with an ellipsis. */

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Year-month-day in local time; empty string for missing or invalid input.
 * @example formatDate('2026-03-09T14:05:00Z') // '2026-03-09'
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Year-month-day and 24-hour time in local time.
 * @example formatDateTime(new Date(2026, 2, 9, 14, 5)) // '2026-03-09 14:05'
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const TRUNCATE_LENGTH = 50;

/**
 * Cuts text longer than `max` characters and ends it with an ellipsis (the result is at most `max` long).
 * @example truncate('a'.repeat(60)) // 49 × 'a' + '…'
 */
export function truncate(text: string | null | undefined, max: number = TRUNCATE_LENGTH): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
