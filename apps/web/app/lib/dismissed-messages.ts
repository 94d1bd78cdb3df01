import { parseCookies, secondsPerDay, writeBrowserCookie } from './cookies.ts';

/**
 * Spec 2: the store message (header) and the footer message can be hidden, and the dismissal is
 * remembered. It lives in a cookie so the server leaves a dismissed message out of the HTML (no
 * flash, no layout shift). The cookie keeps the message's fingerprint (message-rules.ts): a new
 * message shows again even to a shopper who hid the old one.
 */
export const dismissedCookieName = '__dismissed';
const dismissedCookieMaxAge = 365 * secondsPerDay;

export type MessageSlot = 'store' | 'footer';
export type DismissedMessages = Readonly<Partial<Record<MessageSlot, string>>>;

export function parseDismissedMessages(value: string | undefined): DismissedMessages {
  const dismissed: Partial<Record<MessageSlot, string>> = {};
  for (const part of (value ?? '').split('|')) {
    const [slot, fingerprint] = part.split(':');
    if ((slot === 'store' || slot === 'footer') && fingerprint) dismissed[slot] = fingerprint;
  }
  return dismissed;
}

/** Remembers in the browser that the message with this fingerprint was hidden. */
export function rememberDismissal(slot: MessageSlot, fingerprint: string): void {
  const dismissed = {
    ...parseDismissedMessages(parseCookies(document.cookie).get(dismissedCookieName)),
    [slot]: fingerprint,
  };
  const value = Object.entries(dismissed)
    .map(([name, kept]) => `${name}:${kept}`)
    .join('|');
  writeBrowserCookie(dismissedCookieName, value, dismissedCookieMaxAge);
}
