import { z } from 'zod';
import type { EndpointContract } from './endpoint.ts';
import { type SocialNetwork, socialNetworks } from './social-networks.ts';
import { storeQuerySchema } from './store-query.ts';

/**
 * The settings of a store's page shell that its owner edits (issue 17, docs/decisions/025): the
 * selling points, the customer-service and social links, the newsletter embed and the review
 * widget. Owners write them through PUT /api/admin/settings/stores/{store}; the storefront reads
 * them through GET /api/store-settings. Nothing here is markup: every text is shown as text and
 * every link is an http(s) URL or a path of the shop.
 */

export { type SocialNetwork, socialNetworks } from './social-networks.ts';

/** The payment method codes a store may offer (apps/api/src/payments/payment-methods.ts). */
export const paymentMethodCodes = ['invoice', 'card', 'pay-later'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

export const sellingPointMaxLength = 80;
export const linkLabelMaxLength = 40;
export const urlMaxLength = 300;

/** A path of the shop ("/kundservice") or an absolute http(s) URL; never javascript:, data: or //host. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return isWebUrl(value);
}

/** An absolute http: or https: URL with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const plainText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} may not be empty`)
    .max(max, `${what} may be at most ${max} characters`)
    .refine((text) => !/[<>]/.test(text), `${what} is plain text: no < or >`);

const safeLink = z
  .string()
  .trim()
  .min(1, 'a link needs a URL')
  .max(urlMaxLength, `a URL may be at most ${urlMaxLength} characters`)
  .refine(isSafeLink, 'must be an http(s) URL or a path of the shop starting with /');

const webUrl = z
  .string()
  .trim()
  .max(urlMaxLength, `a URL may be at most ${urlMaxLength} characters`)
  .refine(isWebUrl, 'must be an http(s) URL');

export const settingsLinkSchema = z.object({
  label: plainText(linkLabelMaxLength, 'the label'),
  url: safeLink,
});
export type SettingsLink = z.infer<typeof settingsLinkSchema>;

export const socialLinksSchema = z.object(
  Object.fromEntries(socialNetworks.map((network) => [network, webUrl.nullable()])) as Record<
    SocialNetwork,
    z.ZodNullable<typeof webUrl>
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * The newsletter embed: the shop's own signup form (POST /api/newsletter) when there is no
 * signup_url, else a link to the provider's signup page. Never HTML or a script.
 */
export const newsletterSettingsSchema = z.object({
  enabled: z.boolean(),
  signup_url: z
    .string()
    .trim()
    .max(urlMaxLength, `a URL may be at most ${urlMaxLength} characters`)
    .refine((url) => url.startsWith('https://') && isWebUrl(url), 'must be an https URL')
    .nullable(),
});
export type NewsletterSettings = z.infer<typeof newsletterSettingsSchema>;

/**
 * The customer-review widget (docs/decisions/012): shown only when on and configured; `id` names
 * the widget at a review provider, for a provider's embed (letters, digits, dots, dashes).
 */
export const reviewWidgetSettingsSchema = z.object({
  enabled: z.boolean(),
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'may hold letters, digits, dots and dashes (at most 64)')
    .nullable(),
});
export type ReviewWidgetSettings = z.infer<typeof reviewWidgetSettingsSchema>;

/** The document stored per store (store_settings.storefront, migration 0023). */
export const storefrontSettingsSchema = z.object({
  selling_points: z
    .array(plainText(sellingPointMaxLength, 'a selling point'))
    .min(1, 'at least one selling point')
    .max(5, 'at most 5 selling points')
    .refine((points) => new Set(points).size === points.length, 'a selling point is given twice'),
  customer_service_links: z.array(settingsLinkSchema).max(3, 'at most 3 customer-service links'),
  social_links: socialLinksSchema,
  newsletter: newsletterSettingsSchema,
  review_widget: reviewWidgetSettingsSchema,
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

/** What the storefront reads: the document, with the store's facts quoted into the selling points. */
export const storeSettingsResponseSchema = storefrontSettingsSchema.meta({ id: 'StorefrontSettings' });
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponseSchema>;

export const storeSettingsEndpoints: readonly EndpointContract[] = [
  {
    method: 'GET',
    path: '/api/store-settings',
    tag: 'content',
    origin: 'not-shown',
    summary: "The store's page-shell settings",
    description:
      'Selling points ({{return_window_days}} and {{payment_methods}} quoted), customer-service links, social links, the newsletter embed and the review widget, as the owner set them in the back office (docs/decisions/025). Payment logos come from GET /api/store-payment.',
    query: [storeQuerySchema],
    response: storeSettingsResponseSchema,
    errors: [400],
  },
];
