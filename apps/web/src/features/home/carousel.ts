/** Pure rules of the home page's theme carousel (spec 2 and 9). */

/** The carousel opens on the second theme. */
export const INITIAL_THEME_INDEX = 1;
/** A swipe or drag over this many pixels changes the theme. */
export const SWIPE_THRESHOLD_PX = 60;
/** Each theme card is this wide. */
export const THEME_CARD_WIDTH_PX = 320;
/** Space between two cards. */
export const THEME_CARD_GAP_PX = 24;
/** Dots show the current theme and this many on each side. */
export const DOTS_EACH_SIDE = 2;

/** The index kept inside 0..count-1. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index, 0), count - 1);
}

export const canGoPrevious = (index: number) => index > 0;
export const canGoNext = (index: number, count: number) => index < count - 1;

/** The indexes that get a dot: the current one and up to two on each side. */
export function visibleDotIndexes(current: number, count: number, eachSide = DOTS_EACH_SIDE): number[] {
  const first = Math.max(0, current - eachSide);
  const last = Math.min(count - 1, current + eachSide);
  const indexes: number[] = [];
  for (let index = first; index <= last; index += 1) indexes.push(index);
  return indexes;
}

/**
 * The step a horizontal drag makes: dragging left (negative) past the threshold shows the next
 * theme, dragging right shows the previous one, anything shorter does nothing.
 */
export function swipeStep(deltaX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (deltaX < -threshold) return 1;
  if (deltaX > threshold) return -1;
  return 0;
}

/** The track's horizontal shift (px, from the viewport's centre) that centres the active card. */
export function trackOffset(active: number): number {
  return -(active * (THEME_CARD_WIDTH_PX + THEME_CARD_GAP_PX) + THEME_CARD_WIDTH_PX / 2);
}
