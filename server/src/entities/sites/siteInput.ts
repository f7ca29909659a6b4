import type { FastifyRequest } from 'fastify';
import { HttpError, bodyFieldError, fieldErrors, type FieldError } from '../../http/httpErrors';
import { ImageRejected, acceptImage, describeLimit, imageFromDataUrl } from '../../media/images';
import { mediaIdFromUrl } from '../../media/mediaUrl';
import type { sites } from '../../db/schema';
import { siteValuesOf, writableSiteFieldNames, type SiteValues } from './siteFields';
import { checkSiteRecord } from './siteRules';
import type { LogoChange } from './siteWrites';

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
    throw error;
  }
  for (const [field, value] of Object.entries(body))
    if (value === '' && field !== 'name') (body as Record<string, unknown>)[field] = null;
  request.body = body;
}

/** What the request does to the logo; throws ImageRejected with the reason. */
function logoChangeOf(
  value: unknown,
  upload: Buffer | undefined,
  currentMediaId: string | null,
  maxBytes: number,
): LogoChange {
  if (upload !== undefined) return { kind: 'set', image: acceptImage(upload, maxBytes) };
  if (value === undefined) return { kind: 'keep' };
  if (value === null || value === '') return { kind: 'remove' };
  if (typeof value === 'string' && value.startsWith('data:'))
    return { kind: 'set', image: imageFromDataUrl(value, maxBytes) };
  // A client echoing the URL it was given means "unchanged".
  if (typeof value === 'string' && currentMediaId !== null && mediaIdFromUrl(value) === currentMediaId)
    return { kind: 'keep' };
  throw new ImageRejected('The logo must be an uploaded file or a data:image/…;base64, URL');
}

const emptySite = (): SiteValues =>
  Object.fromEntries(writableSiteFieldNames.map((field) => [field, field === 'name' ? '' : null])) as SiteValues;

/**
 * The checked result of a create (existing = null) or PATCH: the request's fields merged over the
 * stored site, validated as a whole by the requirements §5 rules, and the logo change. Throws a 400 listing
 * every field error.
 */
export async function prepareSiteWrite(
  request: FastifyRequest,
  existing: typeof sites.$inferSelect | null,
  maxBytes: number,
) {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  let logo: LogoChange = { kind: 'keep' };
  try {
    logo = logoChangeOf(body.portal_logo, request.logoUpload, existing?.portalLogoMediaId ?? null, maxBytes);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    errors.push({ loc: ['body', 'portal_logo'], msg: error.message });
  }
  const changes = Object.fromEntries(
    writableSiteFieldNames.filter((field) => field in body).map((field) => [field, body[field]]),
  );
  const checked = await checkSiteRecord({ ...(existing ? siteValuesOf(existing) : emptySite()), ...changes });
  if ('errors' in checked) errors.push(...checked.errors);
  if (errors.length > 0 || 'errors' in checked) throw fieldErrors(errors);
  return { values: checked.values, logo };
}
