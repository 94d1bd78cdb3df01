/**
 * Spec 1: the social networks of the footer, in this order. Apart from store-settings.ts (zod) so
 * the storefront's footer can name them without bringing zod into the browser.
 */
export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
