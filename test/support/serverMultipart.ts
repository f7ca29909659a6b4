/** A tiny valid 1×1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const pngDataUrl = `data:image/png;base64,${pngBytes.toString('base64')}`;

export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}

/**
 * A multipart/form-data body for `inject`, built by the platform's FormData like a browser's:
 * `const { payload, headers } = await multipartBody({ name: 'HQ', portal_logo: { data, filename: 'a.png', type: 'image/png' } })`.
 */
export async function multipartBody(
  fields: Record<string, string | FilePart>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
