import { afterEach, describe, expect, it, vi } from 'vitest';

/** Late on 24 November in UTC, already 25 November in Amsterdam (UTC+1 in winter). */
const winterNight = '2026-11-24T23:30:05.042Z';
/** A summer afternoon: 14:05 in Amsterdam (UTC+2). */
const summerDay = '2026-07-01T12:05:00.000Z';

const zones = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Amsterdam', 'Pacific/Kiritimati'];
const originalZone = process.env.TZ;

/** The formatting modules as a process in `zone` loads them: fresh copies, their formatters made there. */
async function formatIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  return { ...(await import('./format.ts')), ...(await import('./admin-format.ts')) };
}

afterEach(() => {
  process.env.TZ = originalZone;
  vi.resetModules();
});

describe('dates and times on the shop’s clock', () => {
  it.each(zones)('are written as in Amsterdam by a process whose time zone is %s', async (zone) => {
    const format = await formatIn(zone);
    expect(format.formatShortDate(winterNight)).toBe('25/11/2026');
    expect(format.formatLongDate(winterNight)).toBe('25 november 2026');
    expect(format.formatDateTime(winterNight)).toBe('25-11-2026 00:30');
    expect(format.formatPreciseTimestamp(winterNight)).toBe('25-11-2026 00:30:05.042');
    expect(format.formatDateTime(summerDay)).toBe('01-07-2026 14:05');
    expect(format.formatPreciseTimestamp(summerDay)).toBe('01-07-2026 14:05:00.000');
  });

  it.each(zones)('read a typed date and time as Amsterdam time in a process in %s', async (zone) => {
    const format = await formatIn(zone);
    expect(format.shopDateTimeToIso('2026-11-25T14:00')).toBe('2026-11-25T13:00:00.000Z');
    expect(format.shopDateTimeToIso('2026-07-01T14:05')).toBe('2026-07-01T12:05:00.000Z');
    // The morning daylight saving time starts (02:00 becomes 03:00) and the night it ends.
    expect(format.shopDateTimeToIso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(format.shopDateTimeToIso('2026-10-25T04:00')).toBe('2026-10-25T03:00:00.000Z');
    // What is typed is what the lists show back.
    expect(format.formatDateTime(format.shopDateTimeToIso('2026-11-25T14:00'))).toBe('25-11-2026 14:00');
  });
});

describe('numbers and days in Dutch', () => {
  it("writes a decimal comma and a thousands dot: '5,9' and '1.234'", async () => {
    const format = await formatIn('UTC');
    expect(format.formatNumber(5.9)).toBe('5,9');
    expect(format.formatNumber(20)).toBe('20');
    expect(format.formatNumber(1234)).toBe('1.234');
    expect(format.formatNumber(0.25)).toBe('0,3');
  });

  it("writes a calendar day as '25 nov.', whatever the zone", async () => {
    for (const zone of zones) {
      const format = await formatIn(zone);
      expect(format.formatDayAndMonth('2026-11-25')).toBe('25 nov.');
      expect(format.formatDayAndMonth('2026-05-01')).toBe('1 mei');
      expect(format.formatDayAndMonth('2026-03-09')).toBe('9 mrt.');
      expect(format.formatDayMonthYear('2026-03-09')).toBe('9 mrt. 2026');
      expect(format.formatDayMonthYear('2027-01-01')).toBe('1 jan. 2027');
    }
  });
});
