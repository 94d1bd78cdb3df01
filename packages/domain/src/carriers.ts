/**
 * The carriers the shop ships with (spec 9's carrier logos, Citymall excepted: it delivers no
 * parcels of ours), their names, and where a shopper follows a parcel. Staff record a carrier and
 * a tracking number when an order ships; the shopper's pages and mails link to the carrier's
 * tracking page built here.
 */
export const carriers = ['postnord', 'bring', 'budbee', 'citymail', 'instabox', 'posti', 'schenker'] as const;
export type Carrier = (typeof carriers)[number];

export const carrierNames: Readonly<Record<Carrier, string>> = {
  postnord: 'PostNord',
  bring: 'Bring',
  budbee: 'Budbee',
  citymail: 'Citymail',
  instabox: 'Instabox',
  posti: 'Posti',
  schenker: 'DB Schenker',
};

const trackingPages: Readonly<Record<Carrier, (number: string) => string>> = {
  postnord: (number) => `https://portal.postnord.com/tracking/details/${number}`,
  bring: (number) => `https://tracking.bring.com/tracking/${number}`,
  budbee: (number) => `https://tracking.budbee.com/${number}`,
  citymail: (number) => `https://www.citymail.se/sok-forsandelse?id=${number}`,
  instabox: (number) => `https://track.instabox.io/${number}`,
  posti: (number) => `https://www.posti.fi/fi/seuranta#/lahetys/${number}`,
  schenker: (number) => `https://www.dbschenker.com/app/tracking-public/?refNumber=${number}`,
};

export function isCarrier(value: string): value is Carrier {
  return (carriers as readonly string[]).includes(value);
}

/** A tracking number as carriers print them: letters, digits and dashes. */
export const trackingNumberPattern = /^[A-Za-z0-9-]{4,40}$/;

/** The carrier's page for a parcel, or null for a carrier or number the shop cannot link. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !isCarrier(carrier) || !trackingNumberPattern.test(trackingNumber)) {
    return null;
  }
  return trackingPages[carrier](encodeURIComponent(trackingNumber));
}
