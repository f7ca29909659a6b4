/**
 * Encoding of API words and sentences. A word is its UTF-8 byte length (see lengthCodec) followed by
 * the bytes; a sentence is its words followed by the zero-length word.
 */
import { encodeLength } from './lengthCodec';

/**
 * Encodes one word. The length counts UTF-8 bytes, not UTF-16 code units, which is the mistake
 * that corrupts non-ASCII comments in older clients.
 * @example encodeWord('!done') // <Buffer 05 21 64 6f 6e 65>
 */
export function encodeWord(word: string): Buffer {
  const bytes = Buffer.from(word, 'utf8');
  return Buffer.concat([encodeLength(bytes.length), bytes]);
}

/**
 * Encodes a sentence: each word, then the terminating zero-length word.
 * @example encodeSentence(['/login', '=name=admin', '=password='])
 */
export function encodeSentence(words: readonly string[]): Buffer {
  if (words.length === 0) throw new RangeError('A sentence needs at least one word');
  if (words.some((word) => word.length === 0)) {
    // An empty word inside a sentence would end it early on the wire.
    throw new RangeError('Sentence words must not be empty');
  }
  return Buffer.concat([...words.map(encodeWord), Buffer.from([0])]);
}
