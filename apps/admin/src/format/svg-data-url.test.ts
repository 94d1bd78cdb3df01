import { describe, expect, it } from 'vitest';
import { groupSecret, svgDataUrl } from './svg-data-url.ts';

describe('the two-factor QR code and key', () => {
  it('turns SVG markup into a base64 data URL an <img> can show', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(url.split(',')[1] ?? '')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('keeps characters outside Latin-1 as UTF-8', () => {
    const url = svgDataUrl('<svg><title>Två</title></svg>');
    const bytes = Uint8Array.from(atob(url.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('<svg><title>Två</title></svg>');
  });

  it('groups a base32 key by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});
