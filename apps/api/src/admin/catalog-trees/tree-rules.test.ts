import { describe, expect, it } from 'vitest';
import { fillTexts, makesCycle, moveAmongSiblings, pathUnder, subtreeOf } from './tree-rules.ts';

const links = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: 2 },
  { id: 4, parent_id: null },
];

describe('the rules of the category tree', () => {
  it('finds a category and everything below it', () => {
    expect(subtreeOf(links, 1)).toEqual([1, 2, 3]);
    expect(subtreeOf(links, 4)).toEqual([4]);
  });

  it('calls a parent under the category itself or its descendant a cycle, and any other parent not', () => {
    expect(makesCycle(links, 1, 1)).toBe(true);
    expect(makesCycle(links, 1, 3)).toBe(true);
    expect(makesCycle(links, 2, 4)).toBe(false);
    expect(makesCycle(links, 3, 1)).toBe(false);
    expect(makesCycle(links, 1, null)).toBe(false);
  });

  it("builds a path from the parent's path and the slug", () => {
    expect(pathUnder(null, 'reservdelar')).toBe('reservdelar');
    expect(pathUnder('reservdelar', 'skarmar')).toBe('reservdelar/skarmar');
  });

  it('gives languages left out the first text given, and makes slugs from names', () => {
    const texts = fillTexts({ fi: { name: 'Näytöt' }, nl: { name: 'Schermen', slug: 'beeld' } }, 'category');
    expect(texts.sv).toEqual({ name: 'Näytöt', slug: 'naytot', description: '' });
    expect(texts.nl.slug).toBe('beeld');
    expect(fillTexts({ sv: { name: '!!!' } }, 'category').sv.slug).toBe('category');
  });

  it('swaps a sibling with its neighbour, and changes nothing at either end', () => {
    expect(moveAmongSiblings([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(moveAmongSiblings([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(moveAmongSiblings([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moveAmongSiblings([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
  });
});
