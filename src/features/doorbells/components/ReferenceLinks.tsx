import Stack from '@mui/material/Stack';
import { EntityReference } from '../../../components/entity/hoverCard/EntityReference';
import type { HoverCardEntity } from '../../../components/entity/hoverCard/hoverCardFacts';
import { sourceOf } from '../../../core/entity/entityRegistry';
import { useGetReferenceQuery } from '../../../core/entity/referenceApi';

function ReferenceLink({ id, entity }: { id: number; entity: HoverCardEntity }) {
  const { data } = useGetReferenceQuery({ ...sourceOf(entity), id });
  return (
    <EntityReference entity={entity} id={id}>
      {typeof data?.name === 'string' ? data.name : `#${id}`}
    </EntityReference>
  );
}

/** Referenced rows (a doorbell's rooms) as links with hover cards, each named by reading it. */
export function ReferenceLinks({ ids, entity }: { ids: number[]; entity: 'room' | 'tenant' }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
      {ids.map((id) => (
        <ReferenceLink key={id} id={id} entity={entity} />
      ))}
    </Stack>
  );
}
