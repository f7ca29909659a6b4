import useMediaQuery from '@mui/material/useMediaQuery';

/** Requirements §9: the layout switches to a temporary drawer under 768 px. */
export const MOBILE_QUERY = '(max-width:767.98px)';

/** True on narrow screens; where media queries are unavailable the desktop layout is assumed. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true, defaultMatches: false });
}
