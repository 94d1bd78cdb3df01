import { describe, expect, it } from 'vitest';
import { sortByPostalDistance } from './postal-areas.ts';

const swedish = [
  { postal_code: '211 20', city: 'Malmö' },
  { postal_code: '411 05', city: 'Göteborg' },
  { postal_code: '753 20', city: 'Uppsala' },
  { postal_code: '111 22', city: 'Stockholm' },
  { postal_code: '972 31', city: 'Luleå' },
];

describe('service points ordered by distance from the postal code (issue 20)', () => {
  it('123 45 (Stockholm) lists Stockholm first, then Uppsala, and Malmö and Göteborg after them', () => {
    const order = sortByPostalDistance('sv', '123 45', swedish).map((place) => place.city);
    expect(order.slice(0, 2)).toEqual(['Stockholm', 'Uppsala']);
    expect(order.indexOf('Malmö')).toBeGreaterThan(order.indexOf('Uppsala'));
  });

  it('211 45 (Malmö) lists Malmö first and Luleå last', () => {
    const order = sortByPostalDistance('sv', '211 45', swedish).map((place) => place.city);
    expect(order[0]).toBe('Malmö');
    expect(order.at(-1)).toBe('Luleå');
  });

  it('within a region the nearer postal number comes first', () => {
    const points = [{ postal_code: '0190' }, { postal_code: '0150' }];
    expect(sortByPostalDistance('no', '0151', points)).toEqual([
      { postal_code: '0150' },
      { postal_code: '0190' },
    ]);
  });
});
