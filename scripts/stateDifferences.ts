import { isDeepStrictEqual } from 'node:util';

/** Paths where two JSON values differ, at most `limit` of them: `session.user.email: recorded "a", replayed "b"`. */
export function differences(recorded: unknown, replayed: unknown, at = '', found: string[] = [], limit = 5): string[] {
  if (found.length >= limit || isDeepStrictEqual(recorded, replayed)) return found;
  const bothObjects =
    recorded &&
    replayed &&
    typeof recorded === 'object' &&
    typeof replayed === 'object' &&
    Array.isArray(recorded) === Array.isArray(replayed);
  if (!bothObjects) {
    const show = (value: unknown) => JSON.stringify(value)?.slice(0, 120) ?? 'nothing';
    found.push(`${at || '(root)'}: recorded ${show(recorded)}, replayed ${show(replayed)}`);
    return found;
  }
  const keys = new Set([...Object.keys(recorded), ...Object.keys(replayed)]);
  for (const key of keys) {
    differences(
      (recorded as Record<string, unknown>)[key],
      (replayed as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
      found,
      limit,
    );
  }
  return found;
}
