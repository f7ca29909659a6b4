/**
 * Building blocks of a RouterOS script: quoted values and `add`/`set` lines. Quoting follows the
 * scripting manual's escapes (\" \\ \$ \? \n \r \t and \XX hex bytes with capital letters), so
 * no tenant-supplied text can end a string, start a variable or inject a command.
 */

const BARE_VALUE = /^[A-Za-z0-9._:/,-]+$/;
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  $: '\\$',
  '?': '\\?',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * A value as it must appear after `name=`.
 * @example rscValue('br-lan') // 'br-lan'
 * @example rscValue('Café $5') // '"Caf\\C3\\A9 \\$5"'
 */
export function rscValue(value: string | number, options: { quote?: boolean } = {}): string {
  const text = String(value);
  if (!options.quote && BARE_VALUE.test(text)) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[char];
    else if (code < 0x20 || code >= 0x7f) {
      for (const byte of Buffer.from(char, 'utf8')) out += `\\${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    } else out += char;
  }
  return `"${out}"`;
}

/** Property of a line: a plain value, a quoted free-text value, or omitted when undefined/null. */
export type RscProperty = string | number | { quoted: string } | null | undefined;

function formatProperties(properties: Record<string, RscProperty>): string {
  return Object.entries(properties)
    .filter(
      (entry): entry is [string, Exclude<RscProperty, null | undefined>] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(
      ([name, value]) =>
        `${name}=${typeof value === 'object' ? rscValue(value.quoted, { quote: true }) : rscValue(value)}`,
    )
    .join(' ');
}

/**
 * An `add` line.
 * @example rscAdd({ name: 'pool-vlan101', ranges: '10.101.0.2-10.101.0.254' }) // 'add name=pool-vlan101 ranges=10.101.0.2-10.101.0.254'
 */
export function rscAdd(properties: Record<string, RscProperty>): string {
  return `add ${formatProperties(properties)}`;
}

/**
 * A `set` line; `selector` is raw script such as `[find default-name=wifi1]` (callers build it
 * from validated names only).
 */
export function rscSet(selector: string | null, properties: Record<string, RscProperty>): string {
  return selector ? `set ${selector} ${formatProperties(properties)}` : `set ${formatProperties(properties)}`;
}

/** A free-text comment value: always quoted so tags read the same in every line. */
export const quoted = (text: string): { quoted: string } => ({ quoted: text });

/** A block: a blank line, an optional `#` note, the menu path, then its lines. Empty blocks render as nothing. */
export function rscBlock(menu: string, lines: readonly string[], note?: string): string[] {
  if (lines.length === 0) return [];
  return ['', ...(note ? [`# ${commentText(note)}`] : []), menu, ...lines];
}

/**
 * Text for a `#` comment line: a control character would end the comment and start a command, and
 * a '?' opens help when the script is pasted into a terminal.
 */
export function commentText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  return text.replace(/[\u0000-\u001f\u007f?]+/g, ' ');
}
