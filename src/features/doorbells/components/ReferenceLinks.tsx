import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type ReferenceSource, useGetReferenceQuery } from '../../../core/entity/referenceApi';

function ReferenceLink({ id, source, to }: { id: number; source: ReferenceSource; to: string }) {
  const { data } = useGetReferenceQuery({ path: source.path, tag: source.tag, id });
  return (
    <Link component={RouterLink} to={to}>
      {typeof data?.name === 'string' ? data.name : `#${id}`}
    </Link>
  );
}

/** Referenced rows (a doorbell's rooms) as links, each named by reading it. */
export function ReferenceLinks({
  ids,
  source,
  pathOf,
}: {
  ids: number[];
  source: ReferenceSource;
  pathOf: (id: number) => string;
}) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
      {ids.map((id) => (
        <ReferenceLink key={id} id={id} source={source} to={pathOf(id)} />
      ))}
    </Stack>
  );
}
