/**
 * Streaming decoder for the API byte stream. TCP delivers arbitrary slices: a read may end inside a
 * length prefix, inside a word (even inside a multibyte UTF-8 character) or between sentences.
 */
import { RouterOsProtocolError } from './errors';
import { decodeLength, lengthPrefixSize, MAX_WORD_LENGTH } from './lengthCodec';

export interface SentenceDecoderOptions {
  /** Refuse words longer than this many bytes (protects memory against a hostile peer). */
  maxWordLength?: number;
}

/**
 * Feed it chunks, get complete sentences back (arrays of words). Words are decoded as UTF-8 only
 * once all their bytes have arrived. Empty sentences are skipped, as the protocol says.
 * @example
 * const decoder = new SentenceDecoder();
 * socket.on('data', (chunk) => decoder.push(chunk).forEach(handleSentence));
 */
export class SentenceDecoder {
  private chunks: Buffer[] = [];
  private available = 0;
  /** Bytes that must be buffered before parsing can make progress; avoids re-concatenating big words. */
  private needed = 1;
  private words: string[] = [];
  private readonly maxWordLength: number;

  constructor(options: SentenceDecoderOptions = {}) {
    this.maxWordLength = options.maxWordLength ?? MAX_WORD_LENGTH;
  }

  /** Adds a chunk and returns every sentence it completed, in order. */
  push(chunk: Uint8Array): string[][] {
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    this.available += chunk.byteLength;
    if (this.available < this.needed) return [];

    const buffer = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const sentences: string[][] = [];
    let offset = 0;
    for (;;) {
      const header = decodeLength(buffer, offset);
      if (!header) {
        this.needed = offset < buffer.length ? lengthPrefixSize(buffer[offset]) : 1;
        break;
      }
      if (header.length > this.maxWordLength) {
        throw new RouterOsProtocolError(
          `Word of ${header.length} bytes exceeds the limit of ${this.maxWordLength} bytes`,
        );
      }
      const end = offset + header.prefixSize + header.length;
      if (end > buffer.length) {
        this.needed = end - offset;
        break;
      }
      if (header.length === 0) {
        if (this.words.length > 0) sentences.push(this.words);
        this.words = [];
      } else {
        this.words.push(buffer.toString('utf8', offset + header.prefixSize, end));
      }
      offset = end;
    }
    // Copy the tail so a large consumed buffer is not kept alive by a few leftover bytes.
    const rest = Buffer.from(buffer.subarray(offset));
    this.chunks = rest.length > 0 ? [rest] : [];
    this.available = rest.length;
    return sentences;
  }

  /** True when no partial word or sentence is buffered. */
  get isIdle(): boolean {
    return this.available === 0 && this.words.length === 0;
  }
}
