import { describe, expect, it } from 'vitest';
import { ImageType } from './enums.ts';
import { addRecentlyViewed, RECENTLY_VIEWED_MAX, thumbImage, toRecentlyViewed } from './recently-viewed.ts';

const viewed = (sku: string) => ({ sku, images: [], thumb: null });

describe('recently viewed', () => {
  it('new ones go to the front', () => {
    expect(addRecentlyViewed([viewed('A')], viewed('B')).map((item) => item.sku)).toEqual(['B', 'A']);
  });

  it('a product already present by sku is skipped', () => {
    const list = [viewed('A'), viewed('B')];
    expect(addRecentlyViewed(list, viewed('B'))).toBe(list);
  });

  it('at most 5 are kept', () => {
    let list: readonly ReturnType<typeof viewed>[] = [];
    for (const sku of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) list = addRecentlyViewed(list, viewed(sku));
    expect(RECENTLY_VIEWED_MAX).toBe(5);
    expect(list.map((item) => item.sku)).toEqual(['G', 'F', 'E', 'D', 'C']);
  });

  it('keeps the sku, the images and a thumb of image type Thumb', () => {
    const images = [
      { url: '/zoom.jpg', type: ImageType.Zoom, sort_order: 0 },
      { url: '/thumb-2.jpg', type: ImageType.Thumb, sort_order: 2 },
      { url: '/thumb-1.jpg', type: ImageType.Thumb, sort_order: 1 },
    ];
    expect(toRecentlyViewed({ sku: 'A', images })).toEqual({ sku: 'A', images, thumb: images[2] });
    expect(toRecentlyViewed({ sku: 'B' })).toEqual({ sku: 'B', images: [], thumb: null });
    expect(thumbImage([{ url: '/x.jpg' }, { url: '/t.jpg', type: ImageType.Thumb }])?.url).toBe('/t.jpg');
  });
});
