import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { badgeNames } from './badge-names.ts';

const iconsFolder = fileURLToPath(new URL('../../public/icons/', import.meta.url));

describe('spec 9: the payment, carrier and trust logos', () => {
  it('every logo a store may list has a name and an SVG, so it shows wherever a store lists it', () => {
    for (const icon of Object.keys(badgeNames)) {
      expect(existsSync(`${iconsFolder}${icon}.svg`), `${icon}.svg`).toBe(true);
    }
  });

  it('the carriers of spec 9 are all there, Citymall included', () => {
    for (const carrier of [
      'bring',
      'budbee',
      'citymail',
      'citymall',
      'instabox',
      'posti',
      'postnord',
      'schenker',
    ]) {
      expect(Object.keys(badgeNames)).toContain(carrier);
    }
    expect(badgeNames.citymall).toBe('Citymall');
  });
});
