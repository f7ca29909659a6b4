import { Link as RouterLink } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import Link from '@mui/material/Link';
import type { ChangeRecord } from '../../../core/entity/changesApi';
import { useGetReferenceQuery } from '../../../core/entity/referenceApi';
import { changedObject } from './changedObjects';

/** "Room H0204", linking to the room's page; the name is read from the server when the record lacks it. */
export function ChangedObjectLink({ change }: { change: ChangeRecord }) {
  const object = changedObject(change);
  const lookup = object.recordedName === null && object.source ? object.source : null;
  const { data } = useGetReferenceQuery(lookup ? { ...lookup, id: change.object_id } : skipToken);
  const looked = typeof data?.name === 'string' ? data.name : null;
  const text = `${object.label} ${object.recordedName ?? looked ?? `#${change.object_id}`}`;
  if (!object.path) return <>{text}</>;
  return (
    <Link component={RouterLink} to={object.path} onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  );
}
