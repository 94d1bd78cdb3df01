import { describe, expect, it } from 'vitest';
import { addWorkingDays, isPublicHoliday, isWorkingDay, publicHolidays } from './holidays.ts';

describe('public holidays', () => {
  it("uses each country's public holidays", () => {
    expect(isPublicHoliday('2025-06-06', 'SE')).toBe(true);
    expect(isPublicHoliday('2025-05-17', 'NO')).toBe(true);
    expect(isPublicHoliday('2025-12-06', 'FI')).toBe(true);
    expect(isPublicHoliday('2026-04-27', 'NL')).toBe(true);
    expect(isPublicHoliday('2025-04-17', 'DK')).toBe(true);
    expect(isPublicHoliday('2025-06-06', 'NL')).toBe(false);
  });

  it('counts the Nordic eves without deliveries (bank holidays) as closed', () => {
    expect(isPublicHoliday('2025-12-24', 'SE')).toBe(true);
    expect(isPublicHoliday('2025-06-20', 'FI')).toBe(true);
  });

  it('a half-day holiday stays a working day', () => {
    expect(isPublicHoliday('2025-12-31', 'NO')).toBe(false);
    expect(isPublicHoliday('2025-12-31', 'SE')).toBe(true);
  });

  it('leaves observances alone', () => {
    expect(isPublicHoliday('2025-12-13', 'SE')).toBe(false);
  });

  it('caches one set per country and year', () => {
    expect(publicHolidays('se', 2025)).toBe(publicHolidays('SE', 2025));
  });

  it('a working day is neither a weekend day nor a public holiday', () => {
    expect(isWorkingDay('2025-03-07', 'SE')).toBe(true);
    expect(isWorkingDay('2025-03-08', 'SE')).toBe(false);
    expect(isWorkingDay('2025-01-06', 'SE')).toBe(false);
    expect(isWorkingDay('2025-01-06', 'NO')).toBe(true);
  });

  it('adds working days after a date', () => {
    expect(addWorkingDays('2025-01-03', 1, 'SE')).toBe('2025-01-07');
    expect(addWorkingDays('2025-01-03', 0, 'SE')).toBe('2025-01-03');
    expect(addWorkingDays('2025-01-03', -2, 'SE')).toBe('2025-01-03');
  });
});
