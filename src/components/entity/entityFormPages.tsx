import { useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { SkipToken } from '@reduxjs/toolkit/query';
import type { FormikValues } from 'formik';
import { usePageCrumbs, type Crumb } from '../crumbs';
import { ENTITY_PAGES, type PagedEntityType } from '../../core/entity/entityRegistry';
import { parseId } from '../../core/paths';
import { EntityRoutePage, type ItemQueryResult } from './EntityDetailFrame';
import { EntityForm, type Saved } from './EntityForm';
import type { EntityFormDef } from './entityForm';

/** An RTK Query mutation hook, as far as a form needs it. */
type MutationHook<Arg, Result = Saved> = () => readonly [(arg: Arg) => { unwrap: () => Promise<Result> }, ...unknown[]];

interface CreatePageDef<Payload> {
  useCreate: MutationHook<Payload>;
  Fields: ComponentType;
  /** the parent a new item starts under when the URL names it (`?address_id=`); Cancel then leads back there */
  parent?: PagedEntityType;
}

/**
 * The create page of an entity: its form with empty values, under the parent the URL names.
 * @example export default entityCreatePage(roomForm, { useCreate: useCreateRoomMutation, Fields: RoomFields, parent: 'floor' });
 */
export function entityCreatePage<Item, Values extends FormikValues, Payload>(
  form: EntityFormDef<Item, Values, Payload>,
  { useCreate, Fields, parent }: CreatePageDef<Payload>,
) {
  const { empty } = form;
  return function EntityCreatePage() {
    const [create] = useCreate();
    const [search] = useSearchParams();
    const parentId = parent ? parseId(search.get(`${parent}_id`)) : null;
    const initialValues = useMemo(() => (typeof empty === 'function' ? empty(parentId) : empty), [parentId]);
    return (
      <EntityForm
        entity={form.entity}
        initialValues={initialValues}
        validationSchema={form.schema}
        save={(values) => create(form.payloadOf(values)).unwrap()}
        cancelPath={parent && parentId ? ENTITY_PAGES[parent](parentId) : undefined}
      >
        <Fields />
      </EntityForm>
    );
  };
}

interface EditPageDef<Item, Payload> {
  /** the item's read and its update (`useGetFloorQuery`, `useUpdateFloorMutation`) */
  calls: {
    get: (id: number | SkipToken) => ItemQueryResult<Item>;
    update: MutationHook<{ id: number; body: Payload }, Item>;
  };
  /** the item's page's breadcrumbs; the edit page links the last one and adds "Edit" */
  crumbs: (item: Item) => Crumb[];
  /** the form's fields, given the item they edit */
  Fields: ComponentType<{ item: Item }>;
  /** the item's name in "Edit <name>", when not its `name` */
  nameOf?: (item: Item) => string;
  /** what else a save must keep current, given the saved item */
  useSaved?: () => (saved: Item) => void;
}

/** Its own page's crumbs with the last level linked to that page, then "Edit". */
function editCrumbs(pageCrumbs: Crumb[], page: string): Crumb[] {
  const own = pageCrumbs.at(-1);
  return [...pageCrumbs.slice(0, -1), ...(own ? [{ label: own.label, to: page }] : []), { label: 'Edit' }];
}

const noFollowUp = () => () => {};
const nameField = (item: unknown) => (item as { name: string }).name;

/**
 * The edit page of the item the route names: its form with the item's values; another user's change
 * is announced rather than replacing the input.
 * @example export default entityEditPage(roomForm, { calls: { get: useGetRoomQuery, update: useUpdateRoomMutation }, crumbs: roomCrumbs, Fields: RoomFields });
 */
export function entityEditPage<Item extends Saved, Values extends FormikValues, Payload>(
  form: EntityFormDef<Item, Values, Payload>,
  { calls, crumbs, Fields, nameOf = nameField, useSaved = noFollowUp }: EditPageDef<Item, Payload>,
) {
  const { entity } = form;
  function EditItem({ item }: { item: Item }) {
    const [update] = calls.update();
    const followUp = useSaved();
    usePageCrumbs(editCrumbs(crumbs(item), ENTITY_PAGES[entity](item.id)));
    const initialValues = useMemo(() => form.valuesOf(item), [item]);
    const save = async (values: Values) => {
      const saved = await update({ id: item.id, body: form.payloadOf(values) }).unwrap();
      followUp(saved);
      return saved;
    };
    return (
      <EntityForm
        entity={entity}
        editing={{ id: item.id, name: nameOf(item) }}
        initialValues={initialValues}
        validationSchema={form.schema}
        save={save}
      >
        <Fields item={item} />
      </EntityForm>
    );
  }
  return function EntityEditPage() {
    return (
      <EntityRoutePage entity={entity} useItem={calls.get}>
        {(item: Item) => <EditItem item={item} />}
      </EntityRoutePage>
    );
  };
}
