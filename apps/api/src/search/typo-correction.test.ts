import { describe, expect, it } from 'vitest';
import { queryTokens } from './search-text.ts';
import { allowedEdits, correctToken, createVocabulary, editDistance, hasPrefix } from './typo-correction.ts';

const vocabulary = createVocabulary([
  { word: 'iphone', documents: 900 },
  { word: 'samsung', documents: 700 },
  { word: 'skarm', documents: 400 },
  { word: 'skal', documents: 300 },
  { word: 'batteri', documents: 250 },
  { word: 'laddare', documents: 20 },
]);

describe('search text and typo tolerance', () => {
  it('normalizes case and diacritics the same for index and query (skärm = skarm)', () => {
    expect(queryTokens('Skärm  iPhone-13!')).toEqual(['skarm', 'iphone', '13']);
    expect(queryTokens('Skærm Æble Øre')).toEqual(['skaerm', 'aeble', 'ore']);
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('iphnoe', 'iphone', 2)).toBe(1);
    expect(editDistance('samsugn', 'samsung', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('allows no edits below 4 letters or with digits, 1 up to 7 letters, 2 from 8', () => {
    expect(allowedEdits('ipx')).toBe(0);
    expect(allowedEdits('a52s')).toBe(0);
    expect(allowedEdits('samsugn')).toBe(1);
    expect(allowedEdits('batterrri')).toBe(2);
  });

  it('knows which tokens start a word of the index', () => {
    expect(hasPrefix(vocabulary, 'iph')).toBe(true);
    expect(hasPrefix(vocabulary, 'sams')).toBe(true);
    expect(hasPrefix(vocabulary, 'samsugn')).toBe(false);
  });

  it('corrects a small typo to the intended word', () => {
    expect(correctToken('samsugn', vocabulary.words)).toEqual(['samsung']);
    expect(correctToken('iphnoe', vocabulary.words)).toEqual(['iphone']);
  });

  it('corrects a typo in a word still being typed', () => {
    expect(correctToken('btter', vocabulary.words)).toContain('batteri');
  });

  it('proposes nothing for a word far from every word of the index', () => {
    expect(correctToken('kylskap', vocabulary.words)).toEqual([]);
  });
});
