import type { CurrencyCode } from '@shop/domain/stores';
import { availabilityOf } from '../cart/stock-policy.ts';

/**
 * The Google Merchant Center feed of one store (issue 17): RSS 2.0 with the `g:` namespace, one
 * item per published product sold in the store. This file only shapes data into XML; what the items
 * are comes from merchant-feed.repository.ts.
 */

export const googleNamespace = 'http://base.google.com/ns/1.0';

/** Google's availability values used here (backorder needs a date we do not have: see feedAvailability). */
export type FeedAvailability = 'in_stock' | 'out_of_stock' | 'preorder';

export interface FeedItem {
  /** g:id: the SKU, unique and stable across edits of everything else. */
  readonly id: string;
  /** g:item_group_id: the SKU of the Variant a variation belongs to. */
  readonly groupId: string | null;
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly imageLink: string | null;
  /** Minor units including VAT (öre, cents): the normal single-unit price. */
  readonly price: number;
  readonly salePrice: number | null;
  /** ISO 8601 instants of the campaign window; only when the window has both ends. */
  readonly saleWindow: { readonly startsAt: string; readonly endsAt: string } | null;
  readonly availability: FeedAvailability;
  /** ISO 8601 date (YYYY-MM-DD) a presale ships. */
  readonly availabilityDate: string | null;
  readonly brand: string | null;
  readonly gtin: string | null;
  readonly mpn: string | null;
  /** The main category's path in the store's language, e.g. "Reservdelar > Skärmar". */
  readonly productType: string | null;
}

export interface FeedChannel {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly currency: CurrencyCode;
}

export interface StockFacts {
  readonly stock: number;
  readonly stockStatus: string;
  /** Presale date YYYY-MM-DD, or null. */
  readonly estimatedAt: string | null;
}

/**
 * Google's availability from the stock status (spec 4): a presale (estimated_at today or later)
 * is preorder with that date; what the cart refuses (back-order, or in stock with no units left)
 * is out_of_stock; the rest can be bought now. The supplier statuses (back-order-quick, -slow)
 * ship within a week, which is what in_stock with the store's shipping time says; Google's
 * `backorder` would need a date for when the item is back, which the shop does not know.
 */
export function feedAvailability(
  product: StockFacts,
  today: string,
): { availability: FeedAvailability; date: string | null } {
  if (product.estimatedAt !== null && product.estimatedAt >= today) {
    return { availability: 'preorder', date: product.estimatedAt };
  }
  if (availabilityOf(product).kind === 'unavailable') return { availability: 'out_of_stock', date: null };
  return { availability: 'in_stock', date: null };
}

/**
 * Google: identifier_exists is "no" only when the item has no GTIN and not both an MPN and a
 * brand; otherwise it is left out (Google then expects the identifiers that are given).
 */
export function identifierExists(item: Pick<FeedItem, 'gtin' | 'mpn' | 'brand'>): boolean {
  return item.gtin !== null || (item.mpn !== null && item.brand !== null);
}

/** Google's price text: the amount with two decimals and the ISO currency ("199.00 SEK", "12.50 EUR"). */
export function formatFeedPrice(minor: number, currency: CurrencyCode): string {
  const whole = Math.trunc(minor / 100);
  const cents = String(Math.abs(minor % 100)).padStart(2, '0');
  return `${whole}.${cents} ${currency}`;
}

/** XML text and attribute escaping: the five characters XML reserves; control characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Google's limits: title 150 characters, description 5,000. */
function limit(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : chars.slice(0, length).join('');
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

/** One <item>; the lines of a feed of thousands are joined once, not concatenated item by item. */
export function renderFeedItem(item: FeedItem, currency: CurrencyCode): string {
  const parts = [
    element('g:id', item.id),
    element('title', limit(item.title, 150)),
    element('description', limit(item.description || item.title, 5000)),
    element('link', item.link),
  ];
  if (item.groupId !== null) parts.push(element('g:item_group_id', item.groupId));
  if (item.imageLink !== null) parts.push(element('g:image_link', item.imageLink));
  parts.push(element('g:condition', 'new'), element('g:availability', item.availability));
  if (item.availabilityDate !== null) {
    parts.push(element('g:availability_date', `${item.availabilityDate}T00:00:00Z`));
  }
  parts.push(element('g:price', formatFeedPrice(item.price, currency)));
  if (item.salePrice !== null) {
    parts.push(element('g:sale_price', formatFeedPrice(item.salePrice, currency)));
    if (item.saleWindow !== null) {
      parts.push(
        element('g:sale_price_effective_date', `${item.saleWindow.startsAt}/${item.saleWindow.endsAt}`),
      );
    }
  }
  if (item.brand !== null) parts.push(element('g:brand', item.brand));
  if (item.gtin !== null) parts.push(element('g:gtin', item.gtin));
  if (item.mpn !== null) parts.push(element('g:mpn', item.mpn));
  if (!identifierExists(item)) parts.push(element('g:identifier_exists', 'no'));
  if (item.productType !== null) parts.push(element('g:product_type', item.productType));
  return `<item>${parts.join('')}</item>`;
}

export function renderMerchantFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${googleNamespace}">`,
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    ...items.map((item) => renderFeedItem(item, channel.currency)),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
