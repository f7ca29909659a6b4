// Sizes of objects already measured: states that share structure cost only their changed paths.
let memo = new WeakMap<object, number>();

/**
 * About the length of `JSON.stringify(value)` (strings counted without escapes), without building
 * the text. Example: `jsonSize({ a: [1, 'xy'] })` → 14.
 */
export function jsonSize(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
    case 'boolean':
      return String(value).length;
    case 'object':
      break;
    default:
      return 0; // undefined and functions are left out of JSON
  }
  if (value === null) return 4;
  const known = memo.get(value);
  if (known !== undefined) return known;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value) size += Math.max(jsonSize(item), 4) + 1;
  } else {
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) size += key.length + 4 + jsonSize(item);
    }
  }
  memo.set(value, size);
  return size;
}

/** Tests that mutate fixtures in place start from a clean memo. */
export function forgetSizes(): void {
  memo = new WeakMap();
}
