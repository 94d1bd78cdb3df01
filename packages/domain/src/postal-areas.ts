import type { LocaleCode } from './locales.ts';

/** Degrees of latitude and longitude. */
type Position = readonly [number, number];

/**
 * Where a postal code lies, roughly: each country numbers its postal areas from one region to the
 * next, so the first digit names a region. The positions are the regions' main towns (Sweden 1:
 * Stockholm, 2: Malmö, 4: Göteborg, 7: Uppsala/Örebro, 9: Umeå/Luleå; and so on). Good enough to
 * put Stockholm's points before Malmö's for 123 45 (issue 20), without a postal-code database.
 */
const regions: Readonly<Record<LocaleCode, Readonly<Record<string, Position>>>> = {
  sv: {
    '1': [59.33, 18.07],
    '2': [55.7, 13.2],
    '3': [56.9, 14.8],
    '4': [57.71, 11.97],
    '5': [58.1, 15.2],
    '6': [59.4, 14.5],
    '7': [59.6, 16.4],
    // The 7s cover three towns some 150 km apart.
    '70': [59.27, 15.21],
    '71': [59.27, 15.21],
    '74': [59.86, 17.64],
    '75': [59.86, 17.64],
    '76': [59.86, 17.64],
    '8': [62.0, 17.0],
    '9': [65.0, 20.5],
  },
  no: {
    '0': [59.91, 10.75],
    '1': [59.6, 10.9],
    '2': [60.8, 11.1],
    '3': [59.5, 9.8],
    '4': [58.5, 6.8],
    '5': [60.39, 5.32],
    '6': [62.5, 6.5],
    '7': [63.43, 10.4],
    '8': [67.3, 14.4],
    '9': [69.65, 18.96],
  },
  da: {
    '1': [55.68, 12.57],
    '2': [55.7, 12.4],
    '3': [55.9, 12.3],
    '4': [55.4, 11.8],
    '5': [55.4, 10.39],
    '6': [55.47, 8.8],
    '7': [55.9, 9.2],
    '8': [56.16, 10.2],
    '9': [57.05, 9.92],
  },
  fi: {
    '0': [60.17, 24.94],
    '1': [60.9, 25.0],
    '2': [60.45, 22.27],
    '3': [61.5, 23.76],
    '4': [62.24, 25.75],
    '5': [61.3, 27.5],
    '6': [62.8, 22.5],
    '7': [62.9, 27.7],
    '8': [62.6, 29.8],
    '9': [65.01, 25.47],
  },
  nl: {
    '1': [52.37, 4.9],
    '2': [52.08, 4.3],
    '3': [51.97, 4.8],
    '4': [51.5, 4.3],
    '5': [51.44, 5.48],
    '6': [51.5, 5.9],
    '7': [52.3, 6.5],
    '8': [53.0, 5.8],
    '9': [53.22, 6.57],
  },
};

/** The digits of a postal code as a number (111 22 -> 11122, 1012 AB -> 1012). */
export function postalNumber(postalCode: string): number {
  const digits = postalCode.replace(/\D/g, '');
  return digits ? Number.parseInt(digits, 10) : 0;
}

/** The region of a postal code: its first two digits where a country splits a region, else the first. */
function regionOf(locale: LocaleCode, postalCode: string): Position | undefined {
  const digits = postalCode.replace(/\D/g, '');
  return regions[locale][digits.slice(0, 2)] ?? regions[locale][digits.charAt(0)];
}

/** Great-circle distance in km. */
function kilometres(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Orders places nearest first from a postal code: by the distance between their regions, then,
 * within a region, by how far apart the postal numbers are. An unknown region sorts last.
 */
export function sortByPostalDistance<T extends { readonly postal_code: string }>(
  locale: LocaleCode,
  from: string,
  places: readonly T[],
): T[] {
  const origin = regionOf(locale, from);
  const number = postalNumber(from);
  const distance = (place: T) => {
    const region = regionOf(locale, place.postal_code);
    return origin && region ? kilometres(origin, region) : Number.POSITIVE_INFINITY;
  };
  return places
    .map((place) => ({ place, km: distance(place), gap: Math.abs(postalNumber(place.postal_code) - number) }))
    .sort((a, b) => a.km - b.km || a.gap - b.gap)
    .map(({ place }) => place);
}
