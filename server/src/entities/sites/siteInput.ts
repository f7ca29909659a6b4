import type { FastifyRequest } from 'fastify';
import { HttpError, bodyFieldError } from '../../http/httpErrors';
import { describeLimit } from '../../media/images';

declare module 'fastify' {
  interface FastifyRequest {
    /** Bytes of a multipart `portal_logo` file part, when one was sent. */
    logoUpload?: Buffer;
  }
}

/**
 * preValidation hook for site writes sent as multipart/form-data: text parts become the body
 * (validated by the same JSON schema as JSON bodies; empty parts mean null) and the
 * `portal_logo` file part is kept aside as bytes, refused past the size limit.
 */
export async function readMultipartSite(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const maxBytes = request.server.config.logoMaxBytes;
  const body: Record<string, string> = {};
  const limits = { fileSize: maxBytes, files: 1, fields: 50, fieldSize: Math.ceil((maxBytes * 4) / 3) + 1024 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') body[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'portal_logo') throw bodyFieldError(part.fieldname, 'Only portal_logo may be a file');
      else request.logoUpload = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw bodyFieldError('portal_logo', `The logo must be at most ${describeLimit(maxBytes)}`);
    if (code === 'FST_FILES_LIMIT') throw bodyFieldError('portal_logo', 'Send at most one file');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(400, 'Too many form fields');
    if (error instanceof HttpError) throw error;
    // Anything else the parser meets is the client's body: no boundary, a truncated or garbled part.
    throw new HttpError(400, 'Malformed multipart body');
  }
  for (const [field, value] of Object.entries(body))
    if (value === '' && field !== 'name') (body as Record<string, unknown>)[field] = null;
  request.body = body;
}
