import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Requirements §9: a hover card opens 700 ms after the pointer (or focus) arrives, closes 300 ms after it leaves. */
export const HOVER_CARD_OPEN_DELAY_MS = 700;
export const HOVER_CARD_CLOSE_DELAY_MS = 300;

/**
 * When a reference's hover card shows. The pointer or keyboard focus on the reference opens it after
 * the open delay; leaving both the reference and the card closes it after the close delay, so the
 * pointer can travel onto the card; Escape closes it at once. `onArm` runs when an open is first
 * scheduled (to start fetching the card's code before it is due).
 */
export function useHoverCard(onArm?: () => void) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = () => clearTimeout(timer.current);
  useEffect(() => stop, []);

  const show = useCallback(() => {
    stop();
    onArm?.();
    timer.current = setTimeout(() => setOpen(true), HOVER_CARD_OPEN_DELAY_MS);
  }, [onArm]);
  const hide = useCallback(() => {
    stop();
    timer.current = setTimeout(() => setOpen(false), HOVER_CARD_CLOSE_DELAY_MS);
  }, []);
  const closeNow = useCallback(() => {
    stop();
    setOpen(false);
  }, []);

  const anchorProps = {
    onMouseEnter: show,
    onMouseLeave: hide,
    onFocus: (_event: FocusEvent) => show(),
    onBlur: (_event: FocusEvent) => closeNow(),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        closeNow();
      }
    },
  };
  // Over the card the close waits; leaving it starts the close delay again.
  const cardProps = { onMouseEnter: stop, onMouseLeave: hide };
  return { open, anchorProps, cardProps };
}
