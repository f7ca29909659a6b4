/**
 * Length prefix of a RouterOS API word: 1 to 5 big-endian bytes whose leading bits tell the size.
 *
 * | length               | bytes | encoding              |
 * |----------------------|-------|-----------------------|
 * | 0 .. 0x7F            | 1     | len                   |
 * | 0x80 .. 0x3FFF       | 2     | len | 0x8000          |
 * | 0x4000 .. 0x1FFFFF   | 3     | len | 0xC00000        |
 * | 0x200000 .. 0xFFFFFFF| 4     | len | 0xE0000000      |
 * | >= 0x10000000        | 5     | 0xF0 + 4-byte len     |
 */
import { RouterOsProtocolError } from './errors';

/** Largest length the 5-byte form can carry (4 length bytes after 0xF0). */
export const MAX_WORD_LENGTH = 0xffffffff;

/** First bytes at or above this value are reserved control bytes that no client can interpret. */
export const FIRST_CONTROL_BYTE = 0xf8;

/**
 * Encodes a word length (in bytes, not characters).
 * @example encodeLength(0x80) // <Buffer 80 80>
 */
export function encodeLength(length: number): Buffer {
  if (!Number.isInteger(length) || length < 0 || length > MAX_WORD_LENGTH) {
    throw new RangeError(`Word length out of range: ${length}`);
  }
  if (length < 0x80) return Buffer.from([length]);
  if (length < 0x4000) return Buffer.from([(length >>> 8) | 0x80, length & 0xff]);
  if (length < 0x200000) {
    return Buffer.from([(length >>> 16) | 0xc0, (length >>> 8) & 0xff, length & 0xff]);
  }
  if (length < 0x10000000) {
    return Buffer.from([(length >>> 24) | 0xe0, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff]);
  }
  const out = Buffer.alloc(5);
  out[0] = 0xf0;
  out.writeUInt32BE(length, 1);
  return out;
}

/** How many bytes the length prefix occupies, judged from its first byte. */
export function lengthPrefixSize(firstByte: number): number {
  if (firstByte < 0x80) return 1;
  if (firstByte < 0xc0) return 2;
  if (firstByte < 0xe0) return 3;
  if (firstByte < 0xf0) return 4;
  if (firstByte < FIRST_CONTROL_BYTE) return 5;
  throw new RouterOsProtocolError(`Unknown control byte 0x${firstByte.toString(16)} in the API stream`);
}

/**
 * Reads a length prefix at `offset`. Returns null when the buffer does not hold the whole prefix
 * yet (a read can end in the middle of a 2–5 byte prefix).
 */
export function decodeLength(buffer: Buffer, offset = 0): { length: number; prefixSize: number } | null {
  if (offset >= buffer.length) return null;
  const first = buffer[offset];
  const prefixSize = lengthPrefixSize(first);
  if (offset + prefixSize > buffer.length) return null;
  switch (prefixSize) {
    case 1:
      return { length: first, prefixSize };
    case 2:
      return { length: buffer.readUInt16BE(offset) & 0x3fff, prefixSize };
    case 3:
      return { length: ((first & 0x1f) << 16) | buffer.readUInt16BE(offset + 1), prefixSize };
    case 4:
      return { length: buffer.readUInt32BE(offset) & 0x0fffffff, prefixSize };
    default:
      return { length: buffer.readUInt32BE(offset + 1), prefixSize };
  }
}
