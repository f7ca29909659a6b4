/** Values read from a write body, as the entity rules need them. */
/** Empty optional text is stored as null (requirements §5: "empty optional → null"). */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Reference values from a body: a positive id or null. */
export function idOrNull(value: unknown): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

/** Required text that must not be blank once trimmed; pushes `"<Label> is required"` otherwise. */
export function requiredText(
  value: unknown,
  field: string,
  label: string,
  errors: { loc: (string | number)[]; msg: string }[],
): string {
  const trimmed = textOrNull(value);
  if (!trimmed) errors.push({ loc: ['body', field], msg: `${label} is required` });
  return trimmed ?? '';
}
