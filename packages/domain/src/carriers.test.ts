import { describe, expect, it } from 'vitest';
import { carrierNames, carriers, isCarrier, trackingUrl } from './carriers.ts';

describe('carrier tracking links', () => {
  it('links every carrier the shop ships with to its tracking page with the number', () => {
    for (const carrier of carriers) {
      const url = trackingUrl(carrier, 'AB123456789SE');
      expect(url).toMatch(/^https:\/\//);
      expect(url).toContain('AB123456789SE');
      expect(carrierNames[carrier].length).toBeGreaterThan(0);
    }
    expect(trackingUrl('postnord', '00370730253817421903')).toBe(
      'https://portal.postnord.com/tracking/details/00370730253817421903',
    );
  });

  it('links nothing for an unknown carrier, a missing number or one that is no tracking number', () => {
    expect(trackingUrl('citymall', 'AB123456')).toBeNull();
    expect(trackingUrl('postnord', null)).toBeNull();
    expect(trackingUrl(null, 'AB123456')).toBeNull();
    expect(trackingUrl('bring', 'AB 12"><script>')).toBeNull();
    expect(isCarrier('budbee')).toBe(true);
    expect(isCarrier('ups')).toBe(false);
  });
});
