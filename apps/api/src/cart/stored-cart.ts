import { randomBytes } from 'node:crypto';
import { type CartLineInput, cartLineInputSchema } from '@shop/contracts/cart';
import { type CampaignData, campaignDataKeys } from '@shop/domain/cart';
import { sameCode } from '@shop/domain/coupons';
import { z } from 'zod';
import type { StoredCartLine } from './price-cart-lines.ts';

/** A new checkout_order_id: 128 random bits, so holding one is the proof of the cart (a capability). */
export function newCheckoutId(): string {
  return randomBytes(16).toString('hex');
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const storedLinesSchema = z.array(cartLineInputSchema);

/**
 * Cart lines as the checkout keeps them: a field that is null is left out (it reads back as
 * null). Most of a line's fields are empty origin ids, so a 20-line cart takes about 1 KB instead
 * of 4.6 KB: one database page, written with every change of the cart.
 */
export function writeStoredLines(lines: readonly StoredCartLine[]): string {
  return JSON.stringify(
    lines.map((line) => {
      const kept: Partial<Record<keyof StoredCartLine, unknown>> = {};
      for (const field of storedFields) if (line[field] !== null) kept[field] = line[field];
      return kept;
    }),
  );
}

/** Every field of a stored line (written as a record, so that the type checker asks for a new one). */
const storedFields = Object.keys({
  uuid: true,
  sku: true,
  quantity: true,
  subscription_interval: true,
  cross_selling_product_id: true,
  upselling_bundle_id: true,
  unique_bundle_id: true,
  added_by_coupon: true,
  accessory_id: true,
  recommended_id: true,
  related_id: true,
} satisfies Record<keyof StoredCartLine, true>) as (keyof StoredCartLine)[];

/** The cart lines a checkout keeps (a broken value reads as an empty cart). */
export function readStoredLines(text: string): CartLineInput[] {
  const parsed = storedLinesSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : [];
}

export function readCodes(text: string): string[] {
  const parsed = z.array(z.string()).safeParse(parseJson(text));
  return parsed.success ? parsed.data : [];
}

export function readCampaignData(text: string): CampaignData {
  const value = parseJson(text);
  if (!value || typeof value !== 'object') return {};
  const data: Partial<Record<(typeof campaignDataKeys)[number], string>> = {};
  for (const key of campaignDataKeys) {
    const entry = (value as Record<string, unknown>)[key];
    if (typeof entry === 'string' && entry !== '') data[key] = entry;
  }
  return data;
}

/** Campaign data without empty values. */
export function cleanCampaignData(input: Readonly<Record<string, string | undefined>>): CampaignData {
  const data: Partial<Record<(typeof campaignDataKeys)[number], string>> = {};
  for (const key of campaignDataKeys) {
    const value = input[key]?.trim();
    if (value) data[key] = value;
  }
  return data;
}

/** Coupon codes once each (compared case-insensitively), in the order they were added. */
export function uniqueCodes(codes: readonly string[]): string[] {
  const kept: string[] = [];
  for (const code of codes) {
    const trimmed = code.trim();
    if (trimmed && !kept.some((known) => sameCode(known, trimmed))) kept.push(trimmed);
  }
  return kept;
}
