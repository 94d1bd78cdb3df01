import { type LocaleCode, localeCodes, type StoreDomains, storeIds } from './locales.ts';

export type CurrencyCode = 'SEK' | 'NOK' | 'DKK' | 'EUR';

/** Spec 9: logos shown in the shop. File names under the storefront's /icons/. */
export type PaymentIcon =
  | 'ideal'
  | 'klarna'
  | 'mastercard'
  | 'mobilepay'
  | 'safepay'
  | 'swish'
  | 'vipps'
  | 'visa'
  | 'walley';
export type ShippingIcon =
  | 'bring'
  | 'budbee'
  | 'citymail'
  | 'citymall'
  | 'instabox'
  | 'posti'
  | 'postnord'
  | 'schenker';
export type TrustMark =
  | 'e-handelscertifiering'
  | 'trygg-e-handel'
  | 'e-maerket'
  | 'reilu-kauppa'
  | 'thuiswinkel';

/** Spec 3, Locale / store: every field the spec lists. */
export interface Store {
  readonly code: LocaleCode;
  readonly storeID: number;
  /** BCP 47 language tag used for Intl and <html lang>. */
  readonly iso: string;
  readonly countryCode: string;
  readonly country: string;
  readonly currency: CurrencyCode;
  /** From SHOP_DOMAIN_{CODE}; undefined when the store has no domain of its own. */
  readonly domain: string | undefined;
  readonly brand: string;
  readonly logo: string;
  readonly altLogo: string;
  readonly privacyURL: string;
  readonly postalCodeRegex: RegExp;
  readonly mobileRegex: RegExp;
  readonly allowExVAT: boolean;
  readonly showPriceDisclaimer: boolean;
  readonly showShippingInfo: boolean;
  readonly paymentIcons: { readonly cart: readonly PaymentIcon[]; readonly footer: readonly PaymentIcon[] };
  readonly shippingIcons: {
    readonly cart: readonly ShippingIcon[];
    readonly footer: readonly ShippingIcon[];
  };
  readonly trustMarks: readonly TrustMark[];
  /** IANA time zone the store's dates and delivery estimates are computed in. */
  readonly timeZone: string;
  /** The standard VAT rate of the country, as a factor (0.25 = 25 %). */
  readonly standardVatRate: number;
}

type StoreWithoutDomain = Omit<Store, 'domain'>;

/*
 * Ex-VAT prices (docs/decisions/003-ex-vat-stores.md): the Nordic stores sell parts to repair
 * shops that buy on company invoice, so sv, no, da and fi offer the company/private toggle.
 * The Dutch store is a consumer store (no company invoice, and it is left out of the country
 * switcher too), so it shows prices including VAT only.
 */
const storeTable: Readonly<Record<LocaleCode, StoreWithoutDomain>> = {
  sv: {
    code: 'sv',
    storeID: storeIds.sv,
    iso: 'sv-SE',
    countryCode: 'SE',
    country: 'Sverige',
    currency: 'SEK',
    brand: 'Mobildelar',
    logo: '/brand/logo-sv.svg',
    altLogo: '/brand/logo-sv-alt.svg',
    privacyURL: '/integritetspolicy',
    // Spec 5: 3 digits, optional space, 2 digits.
    postalCodeRegex: /^\d{3} ?\d{2}$/,
    // Spec 5: a Swedish mobile number begins with 07.
    mobileRegex: /^07\d{8}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    paymentIcons: {
      cart: ['swish', 'klarna', 'visa', 'mastercard'],
      footer: ['swish', 'klarna', 'walley', 'visa', 'mastercard'],
    },
    shippingIcons: {
      cart: ['postnord', 'instabox', 'budbee'],
      footer: ['postnord', 'instabox', 'budbee', 'citymail', 'schenker'],
    },
    trustMarks: ['e-handelscertifiering'],
    timeZone: 'Europe/Stockholm',
    standardVatRate: 0.25,
  },
  no: {
    code: 'no',
    storeID: storeIds.no,
    iso: 'nb-NO',
    countryCode: 'NO',
    country: 'Norge',
    currency: 'NOK',
    brand: 'Mobildeler',
    logo: '/brand/logo-no.svg',
    altLogo: '/brand/logo-no-alt.svg',
    privacyURL: '/personvern',
    // Spec 5: 4 digits.
    postalCodeRegex: /^\d{4}$/,
    // Spec 5: other countries' mobile numbers begin with 4 or 9.
    mobileRegex: /^[49]\d{7}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    paymentIcons: {
      cart: ['vipps', 'klarna', 'visa', 'mastercard'],
      footer: ['vipps', 'klarna', 'walley', 'visa', 'mastercard'],
    },
    shippingIcons: {
      cart: ['bring', 'postnord', 'instabox'],
      footer: ['bring', 'postnord', 'instabox', 'schenker'],
    },
    trustMarks: ['trygg-e-handel'],
    timeZone: 'Europe/Oslo',
    standardVatRate: 0.25,
  },
  da: {
    code: 'da',
    storeID: storeIds.da,
    iso: 'da-DK',
    countryCode: 'DK',
    country: 'Danmark',
    currency: 'DKK',
    brand: 'Mobildele',
    logo: '/brand/logo-da.svg',
    altLogo: '/brand/logo-da-alt.svg',
    privacyURL: '/privatlivspolitik',
    postalCodeRegex: /^\d{4}$/,
    mobileRegex: /^[49]\d{7}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    paymentIcons: {
      cart: ['mobilepay', 'klarna', 'visa', 'mastercard'],
      footer: ['mobilepay', 'klarna', 'walley', 'visa', 'mastercard'],
    },
    shippingIcons: {
      cart: ['postnord', 'bring', 'budbee'],
      footer: ['postnord', 'bring', 'budbee', 'instabox', 'schenker'],
    },
    trustMarks: ['e-maerket'],
    timeZone: 'Europe/Copenhagen',
    standardVatRate: 0.25,
  },
  fi: {
    code: 'fi',
    storeID: storeIds.fi,
    iso: 'fi-FI',
    countryCode: 'FI',
    country: 'Suomi',
    currency: 'EUR',
    brand: 'Puhelinosat',
    logo: '/brand/logo-fi.svg',
    altLogo: '/brand/logo-fi-alt.svg',
    privacyURL: '/tietosuoja',
    // Spec 5: 5 digits.
    postalCodeRegex: /^\d{5}$/,
    mobileRegex: /^[49]\d{6,9}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    paymentIcons: {
      cart: ['mobilepay', 'klarna', 'visa', 'mastercard'],
      footer: ['mobilepay', 'klarna', 'walley', 'visa', 'mastercard'],
    },
    shippingIcons: { cart: ['posti', 'budbee'], footer: ['posti', 'budbee', 'schenker'] },
    trustMarks: ['reilu-kauppa'],
    timeZone: 'Europe/Helsinki',
    standardVatRate: 0.255,
  },
  nl: {
    code: 'nl',
    storeID: storeIds.nl,
    iso: 'nl-NL',
    countryCode: 'NL',
    country: 'Nederland',
    currency: 'EUR',
    brand: 'Telefoononderdelen',
    logo: '/brand/logo-nl.svg',
    altLogo: '/brand/logo-nl-alt.svg',
    privacyURL: '/privacybeleid',
    // Spec 5: 4 digits, optional space, 2 letters.
    postalCodeRegex: /^\d{4} ?[A-Za-z]{2}$/,
    mobileRegex: /^[49]\d{7,8}$/,
    allowExVAT: false,
    showPriceDisclaimer: false,
    showShippingInfo: true,
    paymentIcons: {
      cart: ['ideal', 'klarna', 'visa', 'mastercard'],
      footer: ['ideal', 'klarna', 'safepay', 'visa', 'mastercard'],
    },
    shippingIcons: { cart: ['budbee'], footer: ['budbee', 'schenker'] },
    trustMarks: ['thuiswinkel'],
    timeZone: 'Europe/Amsterdam',
    standardVatRate: 0.21,
  },
};

/** The five stores with their domains from the environment. */
export function createStores(domains: StoreDomains): Readonly<Record<LocaleCode, Store>> {
  const entries = localeCodes.map((code) => [code, { ...storeTable[code], domain: domains[code] }] as const);
  return Object.fromEntries(entries) as Record<LocaleCode, Store>;
}

export function getStore(code: LocaleCode, domains: StoreDomains = {}): Store {
  return { ...storeTable[code], domain: domains[code] };
}

/** hreflang values of the five stores. */
export const hreflangByLocale: Readonly<Record<LocaleCode, string>> = {
  sv: 'sv-SE',
  no: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  nl: 'nl-NL',
};
