/**
 * Reply sentences from the router: `!re` (a row), `!done` (last reply of a command), `!trap` (error),
 * `!empty` (RouterOS 7.18+: the command has no data; `!done` follows) and `!fatal` (the router
 * closes the connection).
 */
import { RouterOsProtocolError } from './errors';

export type ReplyType = '!re' | '!done' | '!trap' | '!empty' | '!fatal';

const REPLY_TYPES: ReadonlySet<string> = new Set(['!re', '!done', '!trap', '!empty', '!fatal']);

export interface Reply {
  type: ReplyType;
  /** `=key=value` words as a map; the value keeps any further '=' characters. */
  attributes: Record<string, string>;
  /** The `.tag` API attribute, echoed from the command that caused this reply. */
  tag: string | null;
  /** The `.section` API attribute some streaming commands attach to `!re` rows. */
  section: string | null;
  /** Words that are neither attributes nor API attributes, e.g. the reason text of `!fatal`. */
  plainWords: string[];
}

/**
 * Splits an attribute word `=key=value` at the second '='.
 * @example parseAttributeWord('=name=iu=c3Eeg') // ['name', 'iu=c3Eeg']
 */
export function parseAttributeWord(word: string): [string, string] {
  const separator = word.indexOf('=', 1);
  return separator === -1 ? [word.slice(1), ''] : [word.slice(1, separator), word.slice(separator + 1)];
}

/** Parses one received sentence into a Reply; throws on a sentence that is not a reply. */
export function parseReply(words: readonly string[]): Reply {
  const [type, ...rest] = words;
  if (!REPLY_TYPES.has(type)) {
    throw new RouterOsProtocolError(`Unexpected reply word "${type}"`);
  }
  const reply: Reply = { type: type as ReplyType, attributes: {}, tag: null, section: null, plainWords: [] };
  for (const word of rest) {
    if (word.startsWith('=')) {
      const [key, value] = parseAttributeWord(word);
      reply.attributes[key] = value;
    } else if (word.startsWith('.tag=')) {
      reply.tag = word.slice('.tag='.length);
    } else if (word.startsWith('.section=')) {
      reply.section = word.slice('.section='.length);
    } else {
      reply.plainWords.push(word);
    }
  }
  return reply;
}

/** The human text of a `!trap` or `!fatal` reply. */
export function replyMessage(reply: Reply): string {
  return reply.attributes.message ?? (reply.plainWords.join(' ') || 'no reason given');
}

/** The `=category=` of a `!trap` as a number, or null when the router gave none. */
export function trapCategory(reply: Reply): number | null {
  const raw = reply.attributes.category;
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}
