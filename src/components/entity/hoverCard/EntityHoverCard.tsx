import { skipToken } from '@reduxjs/toolkit/query';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { sourceOf, ENTITIES } from '../../../core/entity/entityRegistry';
import { useGetReferenceQuery } from '../../../core/entity/referenceApi';
import { useListOccupancyQuery } from '../../../core/occupancy/occupancyApi';
import { DescriptionList } from '../../DescriptionList';
import { type HoverCardEntity, hoverCardFacts, hoverCardTitle } from './hoverCardFacts';

export interface EntityHoverCardProps {
  entity: HoverCardEntity;
  id: number;
  /** the card's element id, which the reference names with aria-describedby */
  cardId: string;
  anchor: HTMLElement | null;
  open: boolean;
  cardProps: { onMouseEnter: () => void; onMouseLeave: () => void };
}

/** A tenant's rooms today, from its occupancy periods (the same cached call as its page). */
function useTenantRooms(entity: HoverCardEntity, id: number): string[] {
  const { data } = useListOccupancyQuery(
    entity === 'tenant' ? { owner: { tenantId: id }, page: 1, pageSize: 10 } : skipToken,
  );
  return (data?.data ?? []).filter((period) => period.is_current).map((period) => period.room.name);
}

/** The card's text: read through the kit's cached reference calls, so a second hover asks nothing. */
function HoverCardBody({ entity, id }: { entity: HoverCardEntity; id: number }) {
  const { data: row, isError } = useGetReferenceQuery({ ...sourceOf(entity), id });
  const siteId = typeof row?.site_id === 'number' && entity !== 'device' ? row.site_id : null;
  const { data: site } = useGetReferenceQuery(siteId === null ? skipToken : { ...sourceOf('site'), id: siteId });
  const rooms = useTenantRooms(entity, id);

  if (isError) return <Typography variant="body2">{ENTITIES[entity].label} could not be loaded</Typography>;
  if (!row) return <Typography variant="body2">Loading…</Typography>;
  const facts = hoverCardFacts(entity, row, {
    siteName: typeof site?.name === 'string' ? site.name : undefined,
    rooms,
  });
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {ENTITIES[entity].label}: {hoverCardTitle(entity, row)}
      </Typography>
      <DescriptionList fields={facts} layout="compact" />
    </>
  );
}

/**
 * The hover card of a tenant, room, network or router reference (its own chunk: lists load without
 * it). Shown below the reference (Popper gives it role tooltip); the pointer may move onto it without closing it.
 */
export function EntityHoverCard({ entity, id, cardId, anchor, open, cardProps }: EntityHoverCardProps) {
  return (
    <Popper
      open={open && anchor !== null}
      anchorEl={anchor}
      placement="bottom-start"
      id={cardId}
      {...cardProps}
      sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
    >
      <Paper elevation={6} sx={{ p: 1.5, maxWidth: 320 }}>
        <HoverCardBody entity={entity} id={id} />
      </Paper>
    </Popper>
  );
}
