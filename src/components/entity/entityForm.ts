import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { PagedEntityType } from '../../core/entity/entityRegistry';

/** An entity's form: its rules, and how an item becomes values and values what the server is sent. */
export interface EntityFormDef<Item, Values extends FormikValues, Payload> {
  entity: PagedEntityType;
  schema: AnyObjectSchema;
  /** a create form's values; `parentId` is the parent an "Add …" link named (`?floor_id=4`), if any */
  empty: Values | ((parentId: number | null) => Values);
  valuesOf: (item: Item) => Values;
  payloadOf: (values: Values) => Payload;
}

/**
 * @example export const floorForm = entityForm('floor', { schema: floorSchema, empty: emptyFloorValues, … });
 */
export function entityForm<Item, Values extends FormikValues, Payload>(
  entity: PagedEntityType,
  def: Omit<EntityFormDef<Item, Values, Payload>, 'entity'>,
): EntityFormDef<Item, Values, Payload> {
  return { entity, ...def };
}
