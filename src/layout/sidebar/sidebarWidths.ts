/** Requirements §9 widths. */
export const SIDEBAR_OPEN_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 70;
