import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { FieldError } from '../../http/httpErrors';
import { ImageRejected, acceptImage, imageFromDataUrl, type Image } from '../../media/images';
import { deleteImage, storeImage } from '../../media/mediaRepository';
import { mediaIdFromUrl } from '../../media/mediaUrl';
import type { Row } from '../kit/entityDef';
import { siteColumnsOf, writableSiteFieldNames, type SiteValues } from './siteFields';
import { checkSiteRecord } from './siteRules';
import { SITE_NAME_TAKEN, siteNameTaken } from './siteRepository';

/** What a write does to the portal logo. */
type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; image: Image };

/** The logo of a write as sent: the body's portal_logo, the multipart file part, the size limit. */
class LogoInput {
  constructor(
    readonly value: unknown,
    readonly upload: Buffer | undefined,
    readonly maxBytes: number,
  ) {}
}

/** The write body prepare sees: the JSON or multipart fields, the logo as sent in place of portal_logo. */
export function siteBodyOf(request: FastifyRequest): Row {
  const body = (request.body ?? {}) as Row;
  const logo = new LogoInput(body.portal_logo, request.logoUpload, request.server.config.logoMaxBytes);
  return { ...body, portal_logo: logo };
}

/** What the request does to the logo; throws ImageRejected with the reason. */
function logoChangeOf(input: LogoInput, currentMediaId: string | null): LogoChange {
  const { value, upload, maxBytes } = input;
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

const existingId = (existing: Row | null) => (typeof existing?.id === 'number' ? existing.id : undefined);

const storedLogo = (existing: Row | null | undefined) =>
  typeof existing?.portalLogoMediaId === 'string' ? existing.portalLogoMediaId : null;

/**
 * The column values of a create (existing = null) or PATCH: the merged fields validated as a whole
 * by the requirements §5 rules, the name unique in the customer, and the logo stored when one was
 * sent; or every field error.
 */
export async function prepareSite(
  tx: Queryable,
  customerId: number,
  candidate: Row,
  existing: Row | null,
): Promise<Row | FieldError[]> {
  const errors: FieldError[] = [];
  const input =
    candidate.portal_logo instanceof LogoInput ? candidate.portal_logo : new LogoInput(undefined, undefined, 0);
  let logo: LogoChange = { kind: 'keep' };
  try {
    logo = logoChangeOf(input, storedLogo(existing));
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    errors.push({ loc: ['body', 'portal_logo'], msg: error.message });
  }
  const fields = Object.fromEntries(
    writableSiteFieldNames.filter((field) => field in candidate).map((field) => [field, candidate[field]]),
  );
  const checked = await checkSiteRecord({ ...emptySite(), ...fields });
  if ('errors' in checked) errors.push(...checked.errors);
  else if (await siteNameTaken(tx, customerId, checked.values.name, existingId(existing)))
    errors.push({ loc: ['body', 'name'], msg: SITE_NAME_TAKEN });
  if (errors.length > 0 || 'errors' in checked) return errors;
  const columns: Row = { ...siteColumnsOf(checked.values) };
  if (logo.kind === 'set') columns.portalLogoMediaId = await storeImage(tx, logo.image);
  if (logo.kind === 'remove') columns.portalLogoMediaId = null;
  return columns;
}

/** A replaced or removed logo's image goes with the write that dropped it. */
export async function dropReplacedLogo(existing: Row | null | undefined, values: Row | undefined, tx: Queryable) {
  const previous = storedLogo(existing);
  if (previous && values && 'portalLogoMediaId' in values) await deleteImage(tx, previous);
}

/** A deleted site's logo image goes with it. */
export async function dropLogoOf(tx: Queryable, stored: Row): Promise<void> {
  const logo = storedLogo(stored);
  if (logo) await deleteImage(tx, logo);
}
