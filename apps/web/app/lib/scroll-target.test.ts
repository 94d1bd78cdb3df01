import { describe, expect, it } from 'vitest';
import { chooseScrollTarget, landingUsesSavedPosition, savedPositionId } from './scroll-target.ts';

const base = { hash: '', saved: undefined };

describe('scroll on navigation (spec 2)', () => {
  it('scrolls to the top by default', () => {
    expect(chooseScrollTarget({ ...base, search: '', viewportWidth: 1366 })).toMatchObject({
      top: 0,
      reason: 'top',
    });
  });

  it('a q query on a screen 768 px wide or narrower scrolls to 100 px', () => {
    expect(chooseScrollTarget({ ...base, search: '?q=kabel', viewportWidth: 768 })).toMatchObject({
      kind: 'position',
      top: 100,
      reason: 'search',
    });
    expect(chooseScrollTarget({ ...base, search: '?q=kabel', viewportWidth: 769 })).toMatchObject({
      reason: 'top',
    });
  });

  it('a page query without phone_model scrolls to the product grid anchor', () => {
    expect(chooseScrollTarget({ ...base, search: '?page=2', viewportWidth: 1366 })).toEqual({
      kind: 'anchor',
      id: 'product-grid',
      reason: 'page',
    });
    expect(
      chooseScrollTarget({ ...base, search: '?page=2&phone_model=x', viewportWidth: 1366 }),
    ).toMatchObject({
      reason: 'top',
    });
  });

  it('otherwise uses a saved position when one exists', () => {
    const saved = { top: 1500, left: 0 };
    expect(chooseScrollTarget({ ...base, saved, search: '', viewportWidth: 1366 })).toMatchObject({
      top: 1500,
      reason: 'saved',
    });
    // The exceptions come first.
    expect(chooseScrollTarget({ ...base, saved, search: '?page=3', viewportWidth: 1366 })).toMatchObject({
      reason: 'page',
    });
  });
});

describe('a page load and saved positions (spec 2: saved positions are for back and forward)', () => {
  it('a load by going back or forward takes the saved position', () => {
    expect(landingUsesSavedPosition('back_forward')).toBe(true);
  });

  it('a reload or a URL opened anew starts without one', () => {
    expect(landingUsesSavedPosition('reload')).toBe(false);
    expect(landingUsesSavedPosition('navigate')).toBe(false);
    expect(landingUsesSavedPosition(undefined)).toBe(false);
  });

  it('entries without a history key are told apart by their address', () => {
    expect(savedPositionId({ key: 'default', pathname: '/sv/kategori/x', search: '?sort=new' })).toBe(
      'default:/sv/kategori/x?sort=new',
    );
    expect(savedPositionId({ key: 'k3x9', pathname: '/sv', search: '' })).toBe('k3x9');
  });
});
