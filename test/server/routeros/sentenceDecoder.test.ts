import { RouterOsProtocolError } from '../../../server/src/routeros/errors';
import { SentenceDecoder } from '../../../server/src/routeros/sentenceDecoder';
import { encodeSentence } from '../../../server/src/routeros/wordCodec';
import { firstSentenceMismatch, randomSplits, randomWord, type Random, seededRandom } from './helpers/seededRandom';

function decodeAll(decoder: SentenceDecoder, pieces: Buffer[]): string[][] {
  return pieces.flatMap((piece) => decoder.push(piece));
}

function randomSentence(random: Random, byteLengths: () => number): string[] {
  return Array.from({ length: random.int(1, 6) }, () => randomWord(random, Math.max(1, byteLengths())));
}

describe('SentenceDecoder', () => {
  it.each([1, 2, 3, 4, 5, 6])('decodes random sentences split at random points (seed %i)', (seed) => {
    const random = seededRandom(seed);
    // Word sizes from the 1-, 2- and 3-byte length classes, with multibyte UTF-8 characters.
    const sizes = () => random.pick([random.int(1, 0x7f), random.int(0x80, 0x3fff), random.int(0x4000, 0x4400)]);
    const sentences = Array.from({ length: 30 }, () => randomSentence(random, sizes));
    const stream = Buffer.concat(sentences.map(encodeSentence));
    const decoder = new SentenceDecoder();
    const pieces = randomSplits(random, stream);
    expect(pieces.length).toBeGreaterThan(40);
    expect(firstSentenceMismatch(decodeAll(decoder, pieces), sentences)).toBeNull();
    expect(decoder.isIdle).toBe(true);
  });

  it('decodes words of the 4-byte length class split across many reads', () => {
    const random = seededRandom(99);
    const big = randomWord(random, 0x200000 + 17);
    const sentences = [
      ['!re', `=comment=${big}`, '.tag=3'],
      ['!done', '.tag=3'],
    ];
    const stream = Buffer.concat(sentences.map(encodeSentence));
    expect(stream[4]).toBe(0xe0); // '!re' word (4 bytes) then a 4-byte length prefix
    const pieces: Buffer[] = [];
    for (let offset = 0; offset < stream.length; offset += 65_536)
      pieces.push(stream.subarray(offset, offset + 65_536));
    expect(firstSentenceMismatch(decodeAll(new SentenceDecoder(), pieces), sentences)).toBeNull();
  });

  it('reads the 5-byte length form (0xF0 + 4 bytes)', () => {
    const decoder = new SentenceDecoder({ maxWordLength: 1024 });
    expect(() => decoder.push(Buffer.from('f010000000', 'hex'))).toThrow(
      'Word of 268435456 bytes exceeds the limit of 1024 bytes',
    );
  });

  it('keeps a multibyte character intact when a read ends inside it', () => {
    const stream = encodeSentence(['!re', '=host-name=Zoë’s iPhone 😀']);
    const cut = stream.indexOf(Buffer.from('😀')) + 2;
    const decoder = new SentenceDecoder();
    expect(decoder.push(stream.subarray(0, cut))).toEqual([]);
    expect(decoder.push(stream.subarray(cut))).toEqual([['!re', '=host-name=Zoë’s iPhone 😀']]);
  });

  it('returns nothing until the terminating empty word arrives', () => {
    const decoder = new SentenceDecoder();
    const stream = encodeSentence(['!done', '.tag=1']);
    expect(decoder.push(stream.subarray(0, stream.length - 1))).toEqual([]);
    expect(decoder.isIdle).toBe(false);
    expect(decoder.push(stream.subarray(stream.length - 1))).toEqual([['!done', '.tag=1']]);
  });

  it('skips empty sentences', () => {
    const decoder = new SentenceDecoder();
    expect(decoder.push(Buffer.concat([Buffer.from([0, 0]), encodeSentence(['!done']), Buffer.from([0])]))).toEqual([
      ['!done'],
    ]);
  });

  it('fails on a reserved control byte', () => {
    expect(() => new SentenceDecoder().push(Buffer.from([0xf8]))).toThrow(RouterOsProtocolError);
  });
});
