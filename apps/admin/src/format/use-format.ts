import { useMemo } from 'react';
import { useLanguage } from '../i18n/language-context.tsx';
import { formatCalendarDay, formatDateTime, formatDay } from './dates.ts';
import { formatCount, formatMoney, formatPercent } from './money.ts';

/** The formatters of the member's language, for components. */
export function useFormat() {
  const { locale } = useLanguage();
  return useMemo(
    () => ({
      money: (amount: number, currency: string) => formatMoney(amount, currency, locale),
      count: (value: number) => formatCount(value, locale),
      percent: (percent: number) => formatPercent(percent, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
      day: (iso: string) => formatDay(iso, locale),
      calendarDay: (day: string) => formatCalendarDay(day, locale),
    }),
    [locale],
  );
}
