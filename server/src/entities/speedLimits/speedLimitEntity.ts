import { and, eq, ne, sql } from 'drizzle-orm';
import { speedLimits } from '../../db/schema/speedLimits';
import { networks } from '../../db/schema/networks';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, integer, optionalText, text, timestamps } from '../../http/schemas';
import { requiredText, textOrNull } from '../kit/values';
import { customerPart } from '../kit/rowScope';

const MAX_KBPS = 100_000_000; // 100 Gbit/s

const body = {
  name: text(100, 'Profile name, unique in the customer, e.g. "100/20 Mbit".'),
  download_kbps: integer('Download rate towards the tenant in kbit/s.', 1, MAX_KBPS),
  upload_kbps: integer('Upload rate from the tenant in kbit/s.', 1, MAX_KBPS),
  description: optionalText(1000, 'Free text.'),
};

/** Speed limits belong to the customer (not a site) so every site can reuse the same profiles. */
export const speedLimitEntity: EntityDef = {
  type: 'speed_limit',
  label: 'Speed limit',
  path: '/networks/speedlimits/',
  description: 'A bandwidth profile (download/upload in kbit/s) that networks of any site of the customer can use.',
  table: speedLimits,
  idColumn: speedLimits.id,
  scope: { customer: speedLimits.customerId },
  fields: {
    id: speedLimits.id,
    name: speedLimits.name,
    download_kbps: speedLimits.downloadKbps,
    upload_kbps: speedLimits.uploadKbps,
    description: speedLimits.description,
    created_at: speedLimits.createdAt,
    modified_at: speedLimits.modifiedAt,
  },
  orderable: {
    id: speedLimits.id,
    name: speedLimits.name,
    download_kbps: speedLimits.downloadKbps,
    upload_kbps: speedLimits.uploadKbps,
  },
  defaultOrdering: 'name',
  searchColumns: [speedLimits.name],
  filters: {},
  dependents: [{ table: networks, column: networks.speedLimitId, noun: ['network', 'networks'] }],
  writable: { name: 'name', download_kbps: 'downloadKbps', upload_kbps: 'uploadKbps', description: 'description' },
  itemProperties: { id: idField, ...body, ...timestamps },
  bodyProperties: body,
  requiredOnCreate: ['name', 'download_kbps', 'upload_kbps'],
  uniqueErrors: { speed_limits_customer_name_key: fieldError('name', 'A speed limit with this name already exists') },
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    const name = requiredText(c.name, 'name', 'Name', errors);
    const [clash] = await tx
      .select({ id: speedLimits.id })
      .from(speedLimits)
      .where(
        and(
          eq(speedLimits.customerId, scope.customerId),
          sql`lower(${speedLimits.name}) = ${name.toLowerCase()}`,
          existing ? ne(speedLimits.id, existing.id as number) : undefined,
        ),
      );
    if (clash) errors.push(fieldError('name', 'A speed limit with this name already exists'));
    if (errors.length > 0) return errors;
    return { name, downloadKbps: c.download_kbps, uploadKbps: c.upload_kbps, description: textOrNull(c.description) };
  },
};
