import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { ENTITY_PAGES } from '../../../core/entity/entityRegistry';
import { lazyWithPreload } from '../../lazyWithPreload';
import type { HoverCardEntity } from './hoverCardFacts';
import { useHoverCard } from './useHoverCard';

// The card and its reads are a chunk of their own, fetched when a pointer or focus first lingers.
const { Component: EntityHoverCard, preload: preloadHoverCard } = lazyWithPreload(() =>
  import('./EntityHoverCard').then((m) => m.EntityHoverCard),
);

interface EntityReferenceProps {
  entity: HoverCardEntity;
  id: number;
  children: ReactNode;
  /** the grid's roving tab index, when the reference sits in a DataGrid cell */
  tabIndex?: number;
  /** the grid cell holding it has keyboard focus: move it onto the link, which opens the card */
  cellFocused?: boolean;
}

/**
 * A link to a tenant, room, network or router that shows its essentials in a hover card (pointer or
 * keyboard focus on it). Every list column and detail field that names one of these uses it.
 *
 * @example <EntityReference entity="tenant" id={network.tenant_id}>{network.tenant_name}</EntityReference>
 */
export function EntityReference({ entity, id, children, tabIndex, cellFocused }: EntityReferenceProps) {
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const [armed, setArmed] = useState(false);
  const { open, anchorProps, cardProps } = useHoverCard(() => {
    preloadHoverCard();
    setArmed(true);
  });
  const cardId = useId();
  useEffect(() => {
    if (cellFocused) anchor?.focus();
  }, [cellFocused, anchor]);

  return (
    <>
      <Link
        component={RouterLink}
        to={ENTITY_PAGES[entity](id)}
        ref={setAnchor}
        tabIndex={tabIndex}
        aria-describedby={open ? cardId : undefined}
        // Inside a list row: open this reference, not the row.
        onClick={(event) => event.stopPropagation()}
        {...anchorProps}
        onKeyDown={(event) => {
          anchorProps.onKeyDown(event);
          if (event.key === 'Enter') event.stopPropagation();
        }}
      >
        {children}
      </Link>
      {armed ? (
        <Suspense fallback={null}>
          <EntityHoverCard entity={entity} id={id} cardId={cardId} anchor={anchor} open={open} cardProps={cardProps} />
        </Suspense>
      ) : null}
    </>
  );
}
