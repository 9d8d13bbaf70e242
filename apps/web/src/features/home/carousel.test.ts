import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  INITIAL_THEME_INDEX,
  swipeStep,
  THEME_CARD_WIDTH_PX,
  trackOffset,
  visibleDotIndexes,
} from './carousel.ts';

describe('theme carousel rules', () => {
  it('starts on the second theme', () => {
    expect(INITIAL_THEME_INDEX).toBe(1);
  });

  it('keeps the index inside the list', () => {
    expect(clampIndex(-1, 13)).toBe(0);
    expect(clampIndex(5, 13)).toBe(5);
    expect(clampIndex(13, 13)).toBe(12);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('disables previous on the first and next on the last theme', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(11, 13)).toBe(true);
    expect(canGoNext(12, 13)).toBe(false);
  });

  it('shows the current dot and two on each side, fewer at the ends', () => {
    expect(visibleDotIndexes(6, 13)).toEqual([4, 5, 6, 7, 8]);
    expect(visibleDotIndexes(0, 13)).toEqual([0, 1, 2]);
    expect(visibleDotIndexes(1, 13)).toEqual([0, 1, 2, 3]);
    expect(visibleDotIndexes(12, 13)).toEqual([10, 11, 12]);
    expect(visibleDotIndexes(0, 1)).toEqual([0]);
  });

  it('changes theme only for a swipe over 60 px', () => {
    expect(swipeStep(-60)).toBe(0);
    expect(swipeStep(60)).toBe(0);
    expect(swipeStep(-61)).toBe(1);
    expect(swipeStep(-200)).toBe(1);
    expect(swipeStep(61)).toBe(-1);
  });

  it('centres the active 320 px card', () => {
    expect(THEME_CARD_WIDTH_PX).toBe(320);
    expect(trackOffset(0)).toBe(-160);
    expect(trackOffset(1)).toBeLessThan(trackOffset(0));
  });
});
