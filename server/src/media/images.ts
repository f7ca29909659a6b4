/** Image types accepted for logos. SVG is allowed: it is served with a sandboxing CSP (see media routes). */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof imageTypes)[number];

export interface Image {
  contentType: ImageType;
  data: Buffer;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => data[offset + i] === byte);

/**
 * The image type the bytes really are, whatever the client claimed; null for anything else.
 * Checked by signature so an HTML or script file cannot pass as a logo.
 */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')
    return 'image/gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/** Why an upload was refused, as the message shown under the logo field. */
export class ImageRejected extends Error {}

export function describeLimit(maxBytes: number): string {
  return maxBytes % (1024 * 1024) === 0 ? `${maxBytes / (1024 * 1024)} MiB` : `${Math.round(maxBytes / 1024)} KiB`;
}

/** Checks size and real type of uploaded bytes. */
export function acceptImage(data: Buffer, maxBytes: number): Image {
  if (data.length === 0) throw new ImageRejected('The logo file is empty');
  if (data.length > maxBytes) throw new ImageRejected(`The logo must be at most ${describeLimit(maxBytes)}`);
  const contentType = sniffImageType(data);
  if (!contentType) throw new ImageRejected('The logo must be a PNG, JPEG, GIF, WebP or SVG image');
  return { contentType, data };
}

/** Decodes `data:image/png;base64,…` into checked image bytes. */
export function imageFromDataUrl(url: string, maxBytes: number): Image {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,([A-Za-z0-9+/=\s]*)$/.exec(url);
  if (!match) throw new ImageRejected('The logo must be an uploaded file or a data:image/…;base64, URL');
  if (match[1] && !match[1].startsWith('image/'))
    throw new ImageRejected('The logo must be a PNG, JPEG, GIF, WebP or SVG image');
  // Reject before decoding: base64 is 4 characters per 3 bytes.
  if (Math.floor((match[3].replace(/\s/g, '').length * 3) / 4) > maxBytes + 2) {
    throw new ImageRejected(`The logo must be at most ${describeLimit(maxBytes)}`);
  }
  return acceptImage(Buffer.from(match[3], 'base64'), maxBytes);
}
