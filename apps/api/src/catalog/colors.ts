import type { LocaleCode } from '@shop/domain/locales';

/** The colours variations come in: swatch and name in each store's language. */
export interface ColorDefinition {
  readonly hex: string;
  readonly name: Readonly<Record<LocaleCode, string>>;
}

export const colors = {
  black: { hex: '#1f2328', name: { sv: 'Svart', no: 'Svart', da: 'Sort', fi: 'Musta', nl: 'Zwart' } },
  white: { hex: '#f5f5f2', name: { sv: 'Vit', no: 'Hvit', da: 'Hvid', fi: 'Valkoinen', nl: 'Wit' } },
  blue: { hex: '#2f6fb3', name: { sv: 'Blå', no: 'Blå', da: 'Blå', fi: 'Sininen', nl: 'Blauw' } },
  red: { hex: '#c8323c', name: { sv: 'Röd', no: 'Rød', da: 'Rød', fi: 'Punainen', nl: 'Rood' } },
  green: { hex: '#3f8f5b', name: { sv: 'Grön', no: 'Grønn', da: 'Grøn', fi: 'Vihreä', nl: 'Groen' } },
  purple: { hex: '#7d5ba6', name: { sv: 'Lila', no: 'Lilla', da: 'Lilla', fi: 'Violetti', nl: 'Paars' } },
  pink: {
    hex: '#e89cb5',
    name: { sv: 'Rosa', no: 'Rosa', da: 'Lyserød', fi: 'Vaaleanpunainen', nl: 'Roze' },
  },
  yellow: { hex: '#f2c94c', name: { sv: 'Gul', no: 'Gul', da: 'Gul', fi: 'Keltainen', nl: 'Geel' } },
  gold: { hex: '#d4b27a', name: { sv: 'Guld', no: 'Gull', da: 'Guld', fi: 'Kulta', nl: 'Goud' } },
  silver: { hex: '#c9ccd1', name: { sv: 'Silver', no: 'Sølv', da: 'Sølv', fi: 'Hopea', nl: 'Zilver' } },
  graphite: {
    hex: '#4a4d52',
    name: { sv: 'Grafit', no: 'Grafitt', da: 'Grafit', fi: 'Grafiitti', nl: 'Grafiet' },
  },
  transparent: {
    hex: '#dfe8ee',
    name: { sv: 'Transparent', no: 'Gjennomsiktig', da: 'Gennemsigtig', fi: 'Läpinäkyvä', nl: 'Transparant' },
  },
} as const satisfies Record<string, ColorDefinition>;

export type ColorCode = keyof typeof colors;

export function isColorCode(value: string): value is ColorCode {
  return Object.hasOwn(colors, value);
}

/** The name of the colour attribute in each language. */
export const colorAttributeName: Readonly<Record<LocaleCode, string>> = {
  sv: 'Färg',
  no: 'Farge',
  da: 'Farve',
  fi: 'Väri',
  nl: 'Kleur',
};
