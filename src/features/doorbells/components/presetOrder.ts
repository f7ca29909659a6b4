/**
 * The list with the item at `from` moved to `to` (both clamped), as a new array.
 * @example moveItem(['a', 'b', 'c'], 2, 0) // ['c', 'a', 'b']
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}
