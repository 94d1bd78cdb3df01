/**
 * What a mail says, apart from how it looks: a title, a few kinds of blocks and a footer. The
 * order and staff mails build one of these, and mail-layout.ts (HTML) and mail-plain-text.ts
 * (plain text) each draw it, so both parts of a mail always carry the same facts.
 */
export interface MailContent {
  /** BCP 47 tag of the mail's language, for `<html lang>`. */
  readonly lang: string;
  readonly subject: string;
  /** The line a mail client shows after the subject in the inbox; never shown in the mail itself. */
  readonly preheader: string;
  /** The name in the brand header. */
  readonly brand: string;
  readonly title: string;
  readonly blocks: readonly MailBlock[];
  readonly footer: string;
}

export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'facts'; readonly rows: readonly MailFact[] }
  | { readonly kind: 'items'; readonly rows: readonly MailItem[] }
  | { readonly kind: 'amounts'; readonly rows: readonly MailAmount[] }
  | { readonly kind: 'address'; readonly label: string; readonly lines: readonly string[] }
  | {
      readonly kind: 'action';
      readonly label: string;
      readonly href: SafeHref;
      readonly emphasis: ActionEmphasis;
    }
  | { readonly kind: 'note'; readonly text: string };

export interface MailFact {
  readonly label: string;
  readonly value: string;
  /** A value that must not break inside (a date range: "2026-03-05 – 2026-03-06" breaks at a hyphen). */
  readonly keepOnOneLine?: boolean;
}

export interface MailItem {
  readonly quantity: number;
  readonly name: string;
  /** Small print under the name, e.g. the SKU. */
  readonly detail: string | null;
  /** The formatted amount; null where the mail lists units only (a cancellation, a return). */
  readonly amount: string | null;
}

export interface MailAmount {
  readonly label: string;
  readonly value: string;
  /** 'total' is the sum that matters; 'included' is a part already in it (VAT). */
  readonly emphasis: 'plain' | 'total' | 'included';
}

export type ActionEmphasis = 'primary' | 'secondary';

/** A URL checked to be http: or https:, the only kinds a mail may link to. */
export type SafeHref = string & { readonly __brand: 'safe-href' };

/**
 * The URL as a link target, or null when it is not an absolute http(s) URL. Every URL in a mail
 * comes from data (an order's page, a carrier's tracking page built from a staff-entered number),
 * so a `javascript:` or `data:` URL must never become a link.
 */
export function safeHref(url: string): SafeHref | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? (parsed.href as SafeHref) : null;
}

/** A link block when the URL is safe to link to; no block at all otherwise. */
export function actionBlock(label: string, url: string | null, emphasis: ActionEmphasis): MailBlock[] {
  const href = url === null ? null : safeHref(url);
  return href === null ? [] : [{ kind: 'action', label, href, emphasis }];
}
