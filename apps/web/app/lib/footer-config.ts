import type { LocaleCode } from '@shop/domain/locales';

/** Per-store settings of the footer (spec 1: newsletter and social links per locale). */

/** Spec 1: the company line names a Swedish limited company (aktiebolag). */
export const companyName = 'Nordic Spareparts AB';

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';

/** Spec 1: social links per locale, in this order. */
export const socialLinks: Readonly<Record<LocaleCode, Readonly<Partial<Record<SocialNetwork, string>>>>> = {
  sv: {
    facebook: 'https://www.facebook.com/mobildelar.se',
    instagram: 'https://www.instagram.com/mobildelar.se',
    tiktok: 'https://www.tiktok.com/@mobildelar.se',
    youtube: 'https://www.youtube.com/@mobildelar',
  },
  no: {
    facebook: 'https://www.facebook.com/mobildeler.no',
    instagram: 'https://www.instagram.com/mobildeler.no',
    tiktok: 'https://www.tiktok.com/@mobildeler.no',
    youtube: 'https://www.youtube.com/@mobildeler',
  },
  da: {
    facebook: 'https://www.facebook.com/mobildele.dk',
    instagram: 'https://www.instagram.com/mobildele.dk',
    tiktok: 'https://www.tiktok.com/@mobildele.dk',
    youtube: 'https://www.youtube.com/@mobildele',
  },
  fi: {
    facebook: 'https://www.facebook.com/puhelinosat.fi',
    instagram: 'https://www.instagram.com/puhelinosat.fi',
    tiktok: 'https://www.tiktok.com/@puhelinosat.fi',
    youtube: 'https://www.youtube.com/@puhelinosat',
  },
  nl: {
    facebook: 'https://www.facebook.com/telefoononderdelen.nl',
    instagram: 'https://www.instagram.com/telefoononderdelen.nl',
    tiktok: 'https://www.tiktok.com/@telefoononderdelen.nl',
    youtube: 'https://www.youtube.com/@telefoononderdelen',
  },
};

export const socialNetworks: readonly SocialNetwork[] = ['facebook', 'instagram', 'tiktok', 'youtube'];

/** Spec 1: the newsletter signup per locale (POST /api/newsletter); a store with false shows none. */
export const newsletterEnabled: Readonly<Record<LocaleCode, boolean>> = {
  sv: true,
  no: true,
  da: true,
  fi: true,
  nl: true,
};
export const newsletterPath = '/api/newsletter';
