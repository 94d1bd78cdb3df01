import { describe, expect, it } from 'vitest';
import { dateTimeAttribute, formatCalendarDay, formatDateTime, formatDay } from './dates.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dates on the Stockholm clock', () => {
  it('shows a winter moment at UTC+1', () => {
    expect(plain(formatDateTime('2026-11-25T13:05:00Z', 'en-GB'))).toBe('25 Nov 2026, 14:05');
    expect(plain(formatDateTime('2026-11-25T13:05:00Z', 'sv-SE'))).toBe('25 nov. 2026 14:05');
  });

  it('shows a summer moment at UTC+2', () => {
    expect(plain(formatDateTime('2026-07-01T10:00:00Z', 'en-GB'))).toBe('1 Jul 2026, 12:00');
  });

  it('puts a moment late in the UTC evening on the next Stockholm day', () => {
    expect(plain(formatDay('2026-11-25T23:30:00Z', 'en-GB'))).toBe('26 Nov 2026');
  });

  it('shows a calendar day as that day, whatever the clock', () => {
    expect(plain(formatCalendarDay('2026-12-03', 'en-GB'))).toBe('3 Dec 2026');
    expect(plain(formatCalendarDay('2026-12-03', 'sv-SE'))).toBe('3 dec. 2026');
    expect(formatCalendarDay('soon', 'en-GB')).toBe('soon');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatDateTime('soon', 'en-GB')).toBe('soon');
    expect(dateTimeAttribute('soon')).toBe('soon');
  });
});
