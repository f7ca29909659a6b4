import { decodeLength, encodeLength } from '../../../server/src/routeros/lengthCodec';
import { RouterOsProtocolError } from '../../../server/src/routeros/errors';
import { encodeSentence, encodeWord } from '../../../server/src/routeros/wordCodec';
import { seededRandom } from './helpers/seededRandom';

const hex = (buffer: Buffer) => buffer.toString('hex');

// The five size classes of the API manual: [smallest, largest] length and prefix bytes.
const SIZE_CLASSES: Array<[number, number, number]> = [
  [0, 0x7f, 1],
  [0x80, 0x3fff, 2],
  [0x4000, 0x1fffff, 3],
  [0x200000, 0xfffffff, 4],
  [0x10000000, 0xffffffff, 5],
];

describe('lengthCodec', () => {
  it.each([
    [0, '00'],
    [0x7f, '7f'],
    [0x80, '8080'],
    [0x3fff, 'bfff'],
    [0x4000, 'c04000'],
    [0x1fffff, 'dfffff'],
    [0x200000, 'e0200000'],
    [0xfffffff, 'efffffff'],
    [0x10000000, 'f010000000'],
    [0xffffffff, 'f0ffffffff'],
  ])('encodes length %i as %s', (length, expected) => {
    expect(hex(encodeLength(length))).toBe(expected);
    expect(decodeLength(Buffer.from(expected, 'hex'))).toEqual({ length, prefixSize: expected.length / 2 });
  });

  it.each(SIZE_CLASSES)('round-trips random lengths from %i to %i with %i prefix bytes', (min, max, prefixSize) => {
    const random = seededRandom(min + 7);
    for (let i = 0; i < 500; i += 1) {
      const length = min + Math.floor(random.next() * (max - min + 1));
      const encoded = encodeLength(length);
      expect(encoded.length).toBe(prefixSize);
      expect(decodeLength(Buffer.concat([Buffer.from([0xaa]), encoded, Buffer.from([1, 2])]), 1)).toEqual({
        length,
        prefixSize,
      });
    }
  });

  it('waits for the rest of a prefix that a read cut short', () => {
    for (const [, max, prefixSize] of SIZE_CLASSES) {
      const encoded = encodeLength(max);
      for (let cut = 0; cut < prefixSize; cut += 1) expect(decodeLength(encoded.subarray(0, cut))).toBeNull();
    }
  });

  it('refuses the reserved control bytes 0xF8 to 0xFF', () => {
    for (let byte = 0xf8; byte <= 0xff; byte += 1) {
      expect(() => decodeLength(Buffer.from([byte, 0, 0, 0, 0]))).toThrow(RouterOsProtocolError);
    }
  });

  it('refuses lengths that cannot be encoded', () => {
    expect(() => encodeLength(-1)).toThrow(RangeError);
    expect(() => encodeLength(0x100000000)).toThrow(RangeError);
    expect(() => encodeLength(1.5)).toThrow(RangeError);
  });
});

describe('wordCodec', () => {
  it('encodes the login sentence byte for byte as in the API notes', () => {
    expect(hex(encodeSentence(['/login', '=name=admin', '=password=']))).toBe(
      '062f6c6f67696e' + '0b3d6e616d653d61646d696e' + '0a3d70617373776f72643d' + '00',
    );
  });

  it('counts UTF-8 bytes, not characters, in the length', () => {
    expect(hex(encodeWord('=comment=Zoë'))).toBe(`0d${Buffer.from('=comment=Zoë').toString('hex')}`);
    expect(encodeWord('😀'.repeat(40))[0]).toBe(0x80);
    expect(encodeWord('😀'.repeat(40))[1]).toBe(160);
  });

  it('refuses empty words inside a sentence, which would end it early', () => {
    expect(() => encodeSentence(['/ip/pool/print', ''])).toThrow(RangeError);
    expect(() => encodeSentence([])).toThrow(RangeError);
  });
});
