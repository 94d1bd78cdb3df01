/**
 * Tolerance for small typos: a query word that starts no word of the index is replaced by the
 * index words within a small edit distance (transpositions count as one edit, "iphnoe" ->
 * "iphone"). Used over the vocabulary of the SQLite index, and on PostgreSQL over the words
 * pg_trgm proposes (or the whole vocabulary when pg_trgm is missing).
 */
export interface VocabularyWord {
  readonly word: string;
  /** Documents that contain the word: the more, the likelier the intended word. */
  readonly documents: number;
}

/** Sorted words for prefix look-ups. */
export interface Vocabulary {
  readonly words: readonly VocabularyWord[];
}

export function createVocabulary(words: readonly VocabularyWord[]): Vocabulary {
  return { words: [...words].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)) };
}

/** True when some word of the vocabulary starts with the token. */
export function hasPrefix(vocabulary: Vocabulary, token: string): boolean {
  const { words } = vocabulary;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const word = words[middle]?.word ?? '';
    if (word < token) low = middle + 1;
    else high = middle;
  }
  return words[low]?.word.startsWith(token) ?? false;
}

/** Edits allowed for a word of this length: none below 4 letters, 1 up to 7, 2 from 8. */
export function allowedEdits(token: string): number {
  if (token.length < 4 || /\d/.test(token)) return 0;
  return token.length < 8 ? 1 : 2;
}

/** Optimal string alignment distance, giving up (returning max + 1) past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const previousPrevious: number[] = new Array(b.length + 1).fill(0);
  let previous: number[] = Array.from({ length: b.length + 1 }, (_unused, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) previousPrevious[j] = previous[j] ?? 0;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * The likeliest intended words for a token that matched nothing: whole words within the allowed
 * edits, or (while typing) words whose beginning is within them. Closest first, then commonest.
 */
export function correctToken(token: string, candidates: readonly VocabularyWord[], limit = 3): string[] {
  const max = allowedEdits(token);
  if (max === 0) return [];
  const scored: { word: string; distance: number; documents: number }[] = [];
  for (const candidate of candidates) {
    let distance = editDistance(token, candidate.word, max);
    // While typing, the token may be the start of the word, with an insertion or deletion.
    for (const length of [token.length - 1, token.length, token.length + 1]) {
      if (length >= 3 && length < candidate.word.length) {
        distance = Math.min(distance, editDistance(token, candidate.word.slice(0, length), max));
      }
    }
    if (distance <= max) scored.push({ word: candidate.word, distance, documents: candidate.documents });
  }
  scored.sort((a, b) => a.distance - b.distance || b.documents - a.documents || (a.word < b.word ? -1 : 1));
  return scored.slice(0, limit).map((entry) => entry.word);
}
