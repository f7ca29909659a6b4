/**
 * Evaluates API query words (`?…`) against one item, as the API manual describes: a stack of
 * booleans that starts as infinitely many `true`; the item matches unless a `false` remains.
 */
import type { Row } from './seedData';

function compare(actual: string, expected: string): number {
  const a = Number(actual);
  const b = Number(expected);
  if (actual !== '' && expected !== '' && Number.isFinite(a) && Number.isFinite(b)) return a - b;
  return actual < expected ? -1 : actual > expected ? 1 : 0;
}

function splitNameValue(text: string): [string, string | null] {
  const at = text.indexOf('=');
  return at === -1 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

/** Pushes the value of one non-`#` query word. */
function evaluateWord(row: Row, body: string): boolean {
  if (body.startsWith('-')) return !(body.slice(1) in row);
  if (body.startsWith('<') || body.startsWith('>')) {
    const [name, value] = splitNameValue(body.slice(1));
    if (!(name in row)) return false;
    const order = compare(row[name], value ?? '');
    return body.startsWith('<') ? order < 0 : order > 0;
  }
  const [name, value] = splitNameValue(body.startsWith('=') ? body.slice(1) : body);
  if (value === null) return name in row;
  return row[name] === value;
}

/** Applies a `?#` operation string: indexes (top is 0), `!`, `&`, `|`, `.`. */
function applyOperations(stack: boolean[], operations: string): boolean[] {
  // Positions below the explicit stack hold the initial, endless `true` values.
  const at = (index: number) => (index < stack.length ? stack[stack.length - 1 - index] : true);
  const pop = () => (stack.length > 0 ? (stack.pop() as boolean) : true);
  let i = 0;
  let previousWasIndex = false;
  while (i < operations.length) {
    const digits = /^\d+/.exec(operations.slice(i));
    if (digits) {
      const value = at(Number(digits[0]));
      i += digits[0].length;
      if (i >= operations.length) return [value];
      stack.push(value);
      previousWasIndex = true;
      continue;
    }
    const op = operations[i++];
    if (op === '!') stack.push(!pop());
    else if (op === '&' || op === '|') {
      // Pop both before combining: short-circuiting would leave one operand on the stack.
      const a = pop();
      const b = pop();
      stack.push(op === '&' ? a && b : a || b);
    } else if (op === '.' && !previousWasIndex) stack.push(at(0));
    previousWasIndex = false;
  }
  return stack;
}

/**
 * True when `row` passes every query word, in order.
 * @example matchesQuery({ type: 'vlan' }, ['?type=ether', '?type=vlan', '?#|']) // true
 */
export function matchesQuery(row: Row, queries: readonly string[]): boolean {
  let stack: boolean[] = [];
  for (const query of queries) {
    const body = query.slice(1);
    if (body.startsWith('#')) stack = applyOperations(stack, body.slice(1));
    else stack.push(evaluateWord(row, body));
  }
  return stack.every(Boolean);
}
