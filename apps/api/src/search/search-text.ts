/**
 * One normalization for indexing and for queries, on both databases: lower case, no diacritics
 * (skärm = skarm), letters and digits only. The index stores normalized words, so SQLite FTS5
 * and PostgreSQL tsvector see the same tokens.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text after normalization. */
export function searchTokens(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
}

/**
 * A query's words, at most 8 (longer queries add nothing but cost). A single letter typed last
 * ("iphone 13 s") waits for its second letter: as a prefix it would match half the index.
 */
export function queryTokens(text: string): string[] {
  const tokens = [...new Set(searchTokens(text))].slice(0, 8);
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last !== undefined && isSingleLetter(last)) tokens.pop();
  return tokens;
}

function isSingleLetter(token: string): boolean {
  return token.length === 1 && /\p{L}/u.test(token);
}

/** Every word matches as a prefix (type-ahead), except a single letter, which matches itself ("usb c"). */
export function matchesAsPrefix(token: string): boolean {
  return !isSingleLetter(token);
}
