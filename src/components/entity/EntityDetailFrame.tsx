import type { ReactNode } from 'react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordSite } from './recordSite';
import { useRouteId } from './useRouteId';
import { LIST_RETURN } from './useRememberedListUrl';
import { errorStatus } from '../../core/api/apiTypes';
import { backLabelOf, ENTITIES, ENTITY_LISTS, type ListedEntityType } from '../../core/entity/entityRegistry';

/** What the frame needs of an RTK Query item hook's result. */
export interface ItemQueryResult<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface EntityDetailFrameProps<T> {
  query: ItemQueryResult<T>;
  /** its label names it ("Address not found"); "Back to addresses" leads to its list */
  entity: ListedEntityType;
  /** the URL's id is not an id at all: not found without asking the server */
  invalid?: boolean;
  children: (item: T) => ReactNode;
  /** an entity's own loading and missing screens where its spec words them (devices, requirements §2.6); `missing` then stands for every failure */
  fallbacks?: FrameFallbacks;
}

export interface FrameFallbacks {
  loading: ReactNode;
  missing: ReactNode;
}

/** Skeleton while loading; "<Label> not found" with a way back for a 404; an error with Retry otherwise. */
export function EntityDetailFrame<T>(props: EntityDetailFrameProps<T>) {
  const { query, entity, invalid, children, fallbacks } = props;
  const navigate = useNavigate();
  const { label } = ENTITIES[entity];
  if (query.data && !invalid) return <RecordSite record={query.data}>{children(query.data)}</RecordSite>;
  const loading = !invalid && (query.isLoading || !query.isError);
  if (fallbacks) return loading ? fallbacks.loading : fallbacks.missing;
  if (loading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  const status = errorStatus(query.error);
  if (invalid || status === 404 || status === 400) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {label} not found
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          The requested {label.toLowerCase()} could not be found.
        </Typography>
        <Button variant="contained" onClick={() => navigate(ENTITY_LISTS[entity].path, { state: LIST_RETURN })}>
          {backLabelOf(entity)}
        </Button>
      </Paper>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => query.refetch()}>
          Retry
        </Button>
      }
    >
      The {label.toLowerCase()} could not be loaded.
    </Alert>
  );
}

interface EntityRoutePageProps<T> {
  entity: ListedEntityType;
  /** the entity's item query hook: `useGetFloorQuery` */
  useItem: (id: number | SkipToken) => ItemQueryResult<T>;
  children: (item: T) => ReactNode;
  fallbacks?: FrameFallbacks;
}

/**
 * The page of the item whose id the route names (a detail or edit page): read with `useItem`, framed.
 * @example <EntityRoutePage entity="floor" useItem={useGetFloorQuery}>{(floor) => <FloorDetail floor={floor} />}</EntityRoutePage>
 */
export function EntityRoutePage<T>({ entity, useItem, children, fallbacks }: EntityRoutePageProps<T>) {
  const id = useRouteId();
  const query = useItem(id ?? skipToken);
  return (
    <EntityDetailFrame query={query} invalid={id === null} entity={entity} fallbacks={fallbacks}>
      {children}
    </EntityDetailFrame>
  );
}
