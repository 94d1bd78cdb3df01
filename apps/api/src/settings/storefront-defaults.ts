import type { StorefrontSettings } from '@shop/contracts/store-settings';
import type { LocaleCode } from '@shop/domain/locales';
import { shellStrings } from '../seed/strings/shell.strings.ts';

/**
 * What every store showed before its owner could edit it (issue 17): the three selling points and
 * the customer-service link of the top bar in the store's language, the footer's social links and
 * the shop's own newsletter signup, and the review widget switched on (it still shows only where
 * a review-widget row configures it, docs/decisions/012). Migration 0023 writes these into every
 * store's row; a store without a row reads them.
 */
const customerServicePath: Readonly<Record<LocaleCode, string>> = {
  sv: '/kundservice',
  no: '/kundeservice',
  da: '/kundeservice',
  fi: '/asiakaspalvelu',
  nl: '/klantenservice',
};

/** The name each store goes by on the social networks. */
const socialHandle: Readonly<Record<LocaleCode, { readonly page: string; readonly channel: string }>> = {
  sv: { page: 'mobildelar.se', channel: 'mobildelar' },
  no: { page: 'mobildeler.no', channel: 'mobildeler' },
  da: { page: 'mobildele.dk', channel: 'mobildele' },
  fi: { page: 'puhelinosat.fi', channel: 'puhelinosat' },
  nl: { page: 'telefoononderdelen.nl', channel: 'telefoononderdelen' },
};

function textOf(key: string, locale: LocaleCode): string {
  const text = shellStrings[key]?.[locale];
  if (!text) throw new Error(`No shell string ${key} in ${locale}`);
  return text;
}

export function storefrontDefaults(locale: LocaleCode): StorefrontSettings {
  const { page, channel } = socialHandle[locale];
  return {
    selling_points: ['shell.usp.delivery', 'shell.usp.payment', 'shell.usp.quality'].map((key) =>
      textOf(key, locale),
    ),
    customer_service_links: [
      { label: textOf('shell.customerService', locale), url: customerServicePath[locale] },
    ],
    social_links: {
      facebook: `https://www.facebook.com/${page}`,
      instagram: `https://www.instagram.com/${page}`,
      tiktok: `https://www.tiktok.com/@${page}`,
      youtube: `https://www.youtube.com/@${channel}`,
    },
    newsletter: { enabled: true, signup_url: null },
    review_widget: { enabled: true, id: null },
  };
}
