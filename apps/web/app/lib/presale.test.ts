import { describe, expect, it } from 'vitest';
import { presaleLabel } from './presale.ts';

const t = (key: string, values?: Readonly<Record<string, string | number>>) => `${key} ${values?.date}`;

describe('spec 4: an item with estimated_at shows a presale text with that date', () => {
  it('gives the text with the calendar date in the store language, whatever the time zone', () => {
    expect(presaleLabel({ estimated_at: '2026-12-24' }, { iso: 'sv-SE' }, t)).toBe(
      'stock.presale 2026-12-24',
    );
    expect(presaleLabel({ estimated_at: '2026-12-24' }, { iso: 'nl-NL' }, t)).toBe(
      'stock.presale 24-12-2026',
    );
  });

  it('gives no text without a date, or with a stored cart date that is not one', () => {
    expect(presaleLabel({ estimated_at: null }, { iso: 'sv-SE' }, t)).toBeUndefined();
    expect(presaleLabel({}, { iso: 'sv-SE' }, t)).toBeUndefined();
    expect(presaleLabel({ estimated_at: 'soon' }, { iso: 'sv-SE' }, t)).toBeUndefined();
  });
});
