import type { DismissedMessages, MessageSlot } from './dismissed-messages.ts';
import type { ShellMessage } from './shell-data.ts';

/** Spec 2 and 9: the store message shows only when it is longer than 20 characters. */
export const storeMessageMinLength = 20;

/** A short, stable fingerprint of a message (FNV-1a, base 36). */
export function messageFingerprint(content: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < content.length; index += 1) {
    hash ^= content.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(whole: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
  return entities[lower] ?? whole;
}

/** The text a shopper reads in a widget's HTML: tags removed, entities decoded, spaces collapsed. */
export function messageText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec 2: longer than 20 characters (of text, not markup). */
export function isStoreMessageLongEnough(html: string): boolean {
  return messageText(html).length > storeMessageMinLength;
}

/**
 * The message a page shows in a slot, or null: none is configured, the shopper hid this very
 * message, or (store message) it is 20 characters or shorter.
 */
export function messageToShow(
  slot: MessageSlot,
  html: string | null,
  dismissed: DismissedMessages,
): ShellMessage | null {
  if (!html) return null;
  if (slot === 'store' && !isStoreMessageLongEnough(html)) return null;
  const fingerprint = messageFingerprint(html);
  return dismissed[slot] === fingerprint ? null : { html, fingerprint };
}
