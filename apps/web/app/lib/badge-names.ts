import type { PaymentIcon, ShippingIcon, TrustMark } from '@shop/domain/stores';

/** How a payment method, carrier or trust mark is named (the alt text of its badge). */
export const badgeNames: Readonly<Record<PaymentIcon | ShippingIcon | TrustMark, string>> = {
  ideal: 'iDEAL',
  klarna: 'Klarna',
  mastercard: 'Mastercard',
  mobilepay: 'MobilePay',
  safepay: 'SafePay',
  swish: 'Swish',
  vipps: 'Vipps',
  visa: 'Visa',
  walley: 'Walley',
  bring: 'Bring',
  budbee: 'Budbee',
  citymail: 'Citymail',
  citymall: 'Citymall',
  instabox: 'Instabox',
  posti: 'Posti',
  postnord: 'PostNord',
  schenker: 'DB Schenker',
  'e-handelscertifiering': 'Certifierad e-handel',
  'trygg-e-handel': 'Trygg e-handel',
  'e-maerket': 'e-mærket',
  'reilu-kauppa': 'Reilu kauppa',
  thuiswinkel: 'Thuiswinkel Waarborg',
};
