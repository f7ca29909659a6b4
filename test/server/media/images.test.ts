import { ImageRejected, acceptImage, imageFromDataUrl, sniffImageType } from '../../../server/src/media/images';
import { pngBytes } from '../../support/serverMultipart';

describe('logo images', () => {
  it('recognises each accepted type by its bytes', () => {
    expect(sniffImageType(pngBytes)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(
      sniffImageType(
        Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('does not take HTML, scripts or PDFs for images', () => {
    for (const text of ['<html><svg></svg></html>', 'alert(1)', '%PDF-1.7', ''])
      expect(sniffImageType(Buffer.from(text))).toBeNull();
  });

  it('decodes data URLs and checks what they really contain', () => {
    const image = imageFromDataUrl(`data:image/png;base64,${pngBytes.toString('base64')}`, 1024);
    expect(image.contentType).toBe('image/png');
    expect(image.data.equals(pngBytes)).toBe(true);
    // A wrong claimed type does not matter; the bytes decide.
    expect(imageFromDataUrl(`data:image/gif;base64,${pngBytes.toString('base64')}`, 1024).contentType).toBe(
      'image/png',
    );
  });

  it('refuses non-base64 data URLs, non-image types and oversized images with readable reasons', () => {
    expect(() => imageFromDataUrl('data:image/png,rawtext', 1024)).toThrow(
      'The logo must be an uploaded file or a data:image/…;base64, URL',
    );
    expect(() => imageFromDataUrl('data:text/plain;base64,aGVsbG8=', 1024)).toThrow(
      'The logo must be a PNG, JPEG, GIF, WebP or SVG image',
    );
    expect(() => acceptImage(Buffer.concat([pngBytes, Buffer.alloc(2048)]), 1024)).toThrow(
      'The logo must be at most 1 KiB',
    );
    expect(() => acceptImage(Buffer.alloc(0), 1024)).toThrow(ImageRejected);
  });
});
