import { describe, expect, it } from 'vitest';
import { labelCategories, withMainCategory } from './category-labels.ts';

const text = (name: string) => ({ sv: { name, slug: '', description: '', path: '' } });

describe('the categories of the product editor (issue 17: brand and main category)', () => {
  it('names a category by its Swedish path from the top, so same-named children differ', () => {
    const labels = labelCategories([
      { id: 1, parent_id: null, texts: text('Kablar') },
      { id: 2, parent_id: 1, texts: text('USB-C') },
      { id: 3, parent_id: null, texts: text('Laddare') },
      { id: 4, parent_id: 3, texts: text('USB-C') },
    ]);
    expect(labels.get(2)).toBe('Kablar › USB-C');
    expect(labels.get(4)).toBe('Laddare › USB-C');
    expect(labels.get(1)).toBe('Kablar');
  });

  it('stops at a loop in the tree instead of running forever', () => {
    const labels = labelCategories([
      { id: 1, parent_id: 2, texts: text('A') },
      { id: 2, parent_id: 1, texts: text('B') },
    ]);
    expect(labels.get(1)).toBe('B › A');
  });

  it('puts the chosen main category first, replaces the previous main one and keeps the others', () => {
    expect(withMainCategory([5, 7, 9], 5, 8)).toEqual([8, 7, 9]);
    expect(withMainCategory([5, 7, 9], 5, 7)).toEqual([7, 9]);
    expect(withMainCategory([5, 7], 5, null)).toEqual([7]);
    expect(withMainCategory([], null, 3)).toEqual([3]);
  });
});
