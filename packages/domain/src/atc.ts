import { clampQuantity, QUANTITY_MIN } from './validation.ts';

/** Spec 2, atc query: a base64 list of `sku:quantity` entries separated by semicolons. */
export interface AtcEntry {
  readonly sku: string;
  readonly quantity: number;
}

/** The most entries one atc query loads; the rest is ignored. */
export const ATC_MAX_ENTRIES = 100;
const SKU_MAX_LENGTH = 100;

function base64ToText(encoded: string): string | null {
  let cleaned = encoded.trim();
  if (cleaned.includes('%')) {
    try {
      cleaned = decodeURIComponent(cleaned);
    } catch {
      return null;
    }
  }
  // A '+' read from a query string becomes a space; URL-safe base64 uses '-' and '_'.
  cleaned = cleaned.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(cleaned) || cleaned.length % 4 === 1) return null;
  const padded = cleaned.padEnd(Math.ceil(cleaned.length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

function textToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function parseEntry(raw: string): AtcEntry | null {
  const entry = raw.trim();
  const separator = entry.lastIndexOf(':');
  const sku = (separator < 0 ? entry : entry.slice(0, separator)).trim();
  const quantityText = separator < 0 ? '1' : entry.slice(separator + 1).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  if (!sku || sku.length > SKU_MAX_LENGTH || /[\u0000-\u001f\u007f;]/.test(sku)) return null;
  if (!/^\d+$/.test(quantityText)) return null;
  const quantity = Number(quantityText);
  return quantity < QUANTITY_MIN ? null : { sku, quantity: clampQuantity(quantity) };
}

/**
 * Reads an atc query. Never throws: bad base64 gives an empty list, bad entries are dropped
 * (an empty sku, a quantity that is not a whole number or below 1), a missing quantity is 1,
 * quantities are clamped to 5000 and the same sku twice is added up.
 */
export function parseAtcQuery(value: unknown): AtcEntry[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = base64ToText(value);
  if (text === null) return [];
  const entries: AtcEntry[] = [];
  for (const raw of text.split(';')) {
    const entry = parseEntry(raw);
    if (!entry) continue;
    const index = entries.findIndex((kept) => kept.sku === entry.sku);
    const existing = entries[index];
    if (existing) {
      entries[index] = { sku: entry.sku, quantity: clampQuantity(existing.quantity + entry.quantity) };
    } else if (entries.length < ATC_MAX_ENTRIES) {
      entries.push(entry);
    }
  }
  return entries;
}

/** Writes an atc query (standard base64 of UTF-8); invalid entries are left out. */
export function buildAtcQuery(entries: readonly AtcEntry[]): string {
  const text = entries
    .filter((entry) => parseEntry(`${entry.sku}:${Math.trunc(entry.quantity)}`) !== null)
    .map((entry) => `${entry.sku.trim()}:${clampQuantity(entry.quantity)}`)
    .join(';');
  return textToBase64(text);
}
