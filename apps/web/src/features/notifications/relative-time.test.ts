import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

describe('formatRelativeTime', () => {
  it('says "nu" for this moment', () => {
    expect(formatRelativeTime(now.toISOString(), now)).toBe('nu');
    expect(formatRelativeTime(ago(400), now)).toBe('nu');
  });

  it('uses the largest unit that fits, in Dutch', () => {
    expect(formatRelativeTime(ago(45_000), now)).toBe('45 seconden geleden');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minuten geleden');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 uur geleden');
    expect(formatRelativeTime(ago(2 * 7 * 86_400_000), now)).toBe('2 weken geleden');
    expect(formatRelativeTime(ago(3 * 365 * 86_400_000), now)).toBe('3 jaar geleden');
  });

  it('names nearby days and months in words', () => {
    expect(formatRelativeTime(ago(86_400_000), now)).toBe('gisteren');
    expect(formatRelativeTime(ago(40 * 86_400_000), now)).toBe('vorige maand');
  });

  it('never rounds up to the next unit', () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe('59 seconden geleden');
    expect(formatRelativeTime(ago(119 * 60_000), now)).toBe('1 uur geleden');
  });

  it('handles a time slightly ahead (clock skew)', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 60_000).toISOString(), now)).toBe(
      'over 2 minuten',
    );
  });
});
