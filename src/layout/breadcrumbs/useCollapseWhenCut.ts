import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Whether a level of the trail shows less than its text (its ellipsis shows). */
function anyLevelCut(trail: HTMLElement): boolean {
  return Array.from(trail.querySelectorAll<HTMLElement>('.MuiBreadcrumbs-li > *')).some(
    (level) => level.scrollWidth > level.clientWidth,
  );
}

/**
 * True when the trail does not fit its room in full. Each new trail and each change of the room's
 * width is tried in full first (before the browser paints), and collapsed only if a level is cut.
 */
export function useCollapseWhenCut(trail: RefObject<HTMLElement | null>, trailKey: string): boolean {
  const [collapsed, setCollapsed] = useState(false);
  const [roomWidth, setRoomWidth] = useState(0);

  useEffect(() => {
    // The room is the trail's parent, which the top bar sizes: collapsing the trail does not change it.
    const room = trail.current?.parentElement;
    if (!room || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoomWidth(Math.round(entry.contentRect.width)));
    observer.observe(room);
    return () => observer.disconnect();
  }, [trail]);

  useLayoutEffect(() => setCollapsed(false), [trailKey, roomWidth]);
  useLayoutEffect(() => {
    if (!collapsed && trail.current && anyLevelCut(trail.current)) setCollapsed(true);
  }, [collapsed, trail, trailKey, roomWidth]);
  return collapsed;
}
