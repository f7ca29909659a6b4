/*
 * Property-test helpers over the demo data's seeded generator (mulberry32): a failing case can be
 * replayed from the seed printed in the test name.
 */
import { seededRandom, type Random } from '../../../../server/seed/demo/random';

export { seededRandom, type Random };

// 1-, 2-, 3- and 4-byte UTF-8 characters, so byte length and string length differ.
const ALPHABET = ['a', 'Z', '=', '!', '.', '?', ' ', 'é', 'ß', 'Ω', 'ж', '€', '中', '’', '😀', '🛜'];

/** A word whose UTF-8 encoding is exactly `byteLength` bytes long. */
export function randomWord(random: Random, byteLength: number): string {
  const BLOCK = 4096;
  if (byteLength > BLOCK) {
    // Big words repeat a random block: same byte mix, far cheaper to build.
    const repeats = Math.floor(byteLength / BLOCK);
    return randomWord(random, BLOCK).repeat(repeats) + randomWord(random, byteLength - repeats * BLOCK);
  }
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < byteLength) {
    const char = random.pick(ALPHABET);
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > byteLength) {
      parts.push('x'.repeat(byteLength - bytes));
      break;
    }
    parts.push(char);
    bytes += size;
  }
  return parts.join('');
}

/** Splits a buffer at random points (some 1-byte pieces, some large). */
export function randomSplits(random: Random, data: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const size = random.next() < 0.3 ? 1 : random.int(1, random.pick([2, 5, 64, 1500, 16_384, 100_000]));
    pieces.push(data.subarray(offset, offset + size));
    offset += size;
  }
  return pieces;
}

/** Describes the first difference between two lists of sentences, or null when equal (cheap on huge words). */
export function firstSentenceMismatch(actual: string[][], expected: string[][]): string | null {
  if (actual.length !== expected.length) return `got ${actual.length} sentences, expected ${expected.length}`;
  for (let i = 0; i < expected.length; i += 1) {
    if (actual[i].length !== expected[i].length)
      return `sentence ${i}: got ${actual[i].length} words, expected ${expected[i].length}`;
    const word = expected[i].findIndex((text, j) => actual[i][j] !== text);
    if (word !== -1) return `sentence ${i}, word ${word} differs`;
  }
  return null;
}
