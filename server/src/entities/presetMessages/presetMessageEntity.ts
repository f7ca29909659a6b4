import { eq, sql } from 'drizzle-orm';
import { doorbellPresetMessages } from '../../db/schema/doorbells';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, integer, text, timestamps } from '../../http/schemas';
import { requiredText } from '../kit/values';
import { customerPart } from '../kit/rowScope';
import { presetMessageRoutes } from './presetMessageReorder';

const body = {
  text: text(200, 'Message a doorbell display can show, e.g. "Please use the side entrance".'),
  position: integer('Order in the list, ascending.', 0, 10000),
};

/** Preset messages are shared by all doorbells of the customer. */
export const presetMessageEntity: EntityDef = {
  type: 'doorbell_preset_message',
  label: 'Preset message',
  path: '/doorbells/preset-messages/',
  routes: presetMessageRoutes,
  description: 'A canned doorbell display text of the customer, in position order.',
  table: doorbellPresetMessages,
  idColumn: doorbellPresetMessages.id,
  scope: { customer: doorbellPresetMessages.customerId },
  fields: {
    id: doorbellPresetMessages.id,
    text: doorbellPresetMessages.text,
    position: doorbellPresetMessages.position,
    created_at: doorbellPresetMessages.createdAt,
    modified_at: doorbellPresetMessages.modifiedAt,
  },
  orderable: {
    id: doorbellPresetMessages.id,
    position: doorbellPresetMessages.position,
    text: doorbellPresetMessages.text,
  },
  defaultOrdering: 'position',
  searchColumns: [doorbellPresetMessages.text],
  filters: {},
  dependents: [],
  writable: { text: 'text', position: 'position' },
  itemProperties: { id: idField, ...body, ...timestamps },
  bodyProperties: body,
  requiredOnCreate: ['text'],
  async prepare(tx, scope, c, existing) {
    const errors: FieldError[] = [];
    const message = requiredText(c.text, 'text', 'Text', errors);
    if (errors.length > 0) return errors;
    if (c.position !== undefined && c.position !== null) return { text: message, position: c.position };
    if (existing) return { text: message };
    // A new message without a position goes last.
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${doorbellPresetMessages.position}) + 1, 0)` })
      .from(doorbellPresetMessages)
      .where(eq(doorbellPresetMessages.customerId, customerPart(scope).customerId));
    return { text: message, position: Math.min(Number(last.next), 10000) };
  },
};
