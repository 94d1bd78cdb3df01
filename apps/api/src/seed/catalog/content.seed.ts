import type { LocaleCode } from '@shop/domain/locales';

type Localized = Readonly<Record<LocaleCode, string>>;

export interface WidgetSeed {
  readonly slug: string;
  readonly content: Localized;
  readonly hidden: boolean;
  readonly status: 'published' | 'draft' | 'inactive';
}

/** Spec 7: the six widgets of every store. store-message is longer than 20 characters (spec 2). */
export const widgetSeeds: readonly WidgetSeed[] = [
  {
    slug: 'cart-header',
    status: 'published',
    hidden: false,
    content: {
      sv: '<p><strong>Fri frakt</strong> på beställningar över 499 kr</p>',
      no: '<p><strong>Fri frakt</strong> på bestillinger over 499 kr</p>',
      da: '<p><strong>Gratis fragt</strong> ved køb over 399 kr</p>',
      fi: '<p><strong>Ilmainen toimitus</strong> yli 49 € tilauksiin</p>',
      nl: '<p><strong>Gratis verzending</strong> vanaf € 49</p>',
    },
  },
  {
    slug: 'cart-footer',
    status: 'published',
    hidden: false,
    content: {
      sv: '<p>{{return_window_days}} dagars ångerrätt · 12 månaders garanti på reservdelar · Säker betalning</p>',
      no: '<p>{{return_window_days}} dagers angrerett · 12 måneders garanti på reservedeler · Sikker betaling</p>',
      da: '<p>{{return_window_days}} dages fortrydelsesret · 12 måneders garanti på reservedele · Sikker betaling</p>',
      fi: '<p>{{return_window_days}} päivän palautusoikeus · 12 kuukauden takuu varaosille · Turvallinen maksu</p>',
      nl: '<p>{{return_window_days}} dagen bedenktijd · 12 maanden garantie op onderdelen · Veilig betalen</p>',
    },
  },
  {
    slug: 'footer-columns',
    status: 'published',
    hidden: false,
    // The content is built from the columns by the seed writer.
    content: { sv: '', no: '', da: '', fi: '', nl: '' },
  },
  {
    slug: 'store-message',
    status: 'published',
    hidden: false,
    content: {
      sv: 'Beställ före kl. 15 på vardagar så skickar vi samma dag!',
      no: 'Bestill før kl. 15 på hverdager, så sender vi samme dag!',
      da: 'Bestil før kl. 15 på hverdage, så sender vi samme dag!',
      fi: 'Tilaa arkisin ennen klo 15, niin lähetämme samana päivänä!',
      nl: 'Op werkdagen vóór 15.00 uur besteld, dezelfde dag verzonden!',
    },
  },
  {
    slug: 'store-message-footer',
    // Spec 7: read whatever its status.
    status: 'inactive',
    hidden: false,
    content: {
      sv: 'Över 15 000 nöjda kunder ger oss 4,7 av 5 i betyg.',
      no: 'Over 15 000 fornøyde kunder gir oss 4,7 av 5.',
      da: 'Over 15.000 tilfredse kunder giver os 4,7 ud af 5.',
      fi: 'Yli 15 000 tyytyväistä asiakasta antaa meille arvosanan 4,7/5.',
      nl: 'Meer dan 15.000 tevreden klanten geven ons een 4,7 uit 5.',
    },
  },
  {
    slug: 'cookie-alert',
    status: 'draft',
    hidden: false,
    content: {
      sv: '<p>Vi använder cookies för att webbplatsen ska fungera och, om du godkänner det, för statistik och marknadsföring.</p>',
      no: '<p>Vi bruker informasjonskapsler for at nettstedet skal fungere og, hvis du samtykker, for statistikk og markedsføring.</p>',
      da: '<p>Vi bruger cookies for at hjemmesiden kan fungere og, hvis du giver samtykke, til statistik og markedsføring.</p>',
      fi: '<p>Käytämme evästeitä sivuston toimintaan ja suostumuksellasi tilastointiin ja markkinointiin.</p>',
      nl: '<p>We gebruiken cookies om de website te laten werken en, als je toestemming geeft, voor statistiek en marketing.</p>',
    },
  },
];

/** Targets of footer links and search hints. */
export type LinkTarget =
  | { readonly page: string }
  | { readonly category: string }
  | { readonly route: 'christmas-calendar' | 'track-order-id' | 'my-account' };

export interface FooterColumnSeed {
  readonly title: Localized;
  readonly links: readonly { readonly label: Localized; readonly target: LinkTarget }[];
}

export const footerColumnSeeds: readonly FooterColumnSeed[] = [
  {
    title: {
      sv: 'Kundservice',
      no: 'Kundeservice',
      da: 'Kundeservice',
      fi: 'Asiakaspalvelu',
      nl: 'Klantenservice',
    },
    links: [
      {
        label: { sv: 'Kontakta oss', no: 'Kontakt oss', da: 'Kontakt os', fi: 'Ota yhteyttä', nl: 'Contact' },
        target: { page: 'customer-service' },
      },
      {
        label: {
          sv: 'Frakt och leverans',
          no: 'Frakt og levering',
          da: 'Fragt og levering',
          fi: 'Toimitus',
          nl: 'Verzending',
        },
        target: { page: 'shipping' },
      },
      {
        label: { sv: 'Returer', no: 'Retur', da: 'Returnering', fi: 'Palautukset', nl: 'Retourneren' },
        target: { page: 'returns' },
      },
      {
        label: {
          sv: 'Spåra order',
          no: 'Spor ordre',
          da: 'Spor ordre',
          fi: 'Seuraa tilausta',
          nl: 'Bestelling volgen',
        },
        target: { route: 'track-order-id' },
      },
    ],
  },
  {
    title: { sv: 'Om oss', no: 'Om oss', da: 'Om os', fi: 'Yritys', nl: 'Over ons' },
    links: [
      {
        label: { sv: 'Om oss', no: 'Om oss', da: 'Om os', fi: 'Tietoa meistä', nl: 'Over ons' },
        target: { page: 'about' },
      },
      {
        label: {
          sv: 'Köpvillkor',
          no: 'Kjøpsvilkår',
          da: 'Handelsbetingelser',
          fi: 'Toimitusehdot',
          nl: 'Algemene voorwaarden',
        },
        target: { page: 'terms' },
      },
      {
        label: {
          sv: 'Integritetspolicy',
          no: 'Personvern',
          da: 'Privatlivspolitik',
          fi: 'Tietosuoja',
          nl: 'Privacybeleid',
        },
        target: { page: 'privacy' },
      },
    ],
  },
  {
    title: { sv: 'Handla', no: 'Handle', da: 'Shop', fi: 'Osta', nl: 'Winkelen' },
    links: [
      {
        label: { sv: 'Kampanjer', no: 'Kampanjer', da: 'Kampagner', fi: 'Kampanjat', nl: 'Aanbiedingen' },
        target: { category: 'campaign' },
      },
      {
        label: { sv: 'Presentkort', no: 'Gavekort', da: 'Gavekort', fi: 'Lahjakortit', nl: 'Cadeaubonnen' },
        target: { category: 'gift-cards' },
      },
      {
        label: {
          sv: 'Julkalender',
          no: 'Julekalender',
          da: 'Julekalender',
          fi: 'Joulukalenteri',
          nl: 'Kerstkalender',
        },
        target: { route: 'christmas-calendar' },
      },
      {
        label: { sv: 'Mitt konto', no: 'Min konto', da: 'Min konto', fi: 'Oma tili', nl: 'Mijn account' },
        target: { route: 'my-account' },
      },
    ],
  },
];

export interface SearchTriggerSeed {
  /** Keywords per store, normalized: lower case, no diacritics. */
  readonly keywords: Readonly<Record<LocaleCode, readonly string[]>>;
  readonly title: Localized;
  readonly target: LinkTarget;
}

/** Search hints: words that lead to a page rather than to products. */
export const searchTriggerSeeds: readonly SearchTriggerSeed[] = [
  {
    keywords: {
      sv: ['frakt', 'leverans'],
      no: ['frakt', 'levering'],
      da: ['fragt', 'levering'],
      fi: ['toimitus', 'posti'],
      nl: ['verzending', 'levering'],
    },
    title: {
      sv: 'Frakt och leverans',
      no: 'Frakt og levering',
      da: 'Fragt og levering',
      fi: 'Toimitus',
      nl: 'Verzending',
    },
    target: { page: 'shipping' },
  },
  {
    keywords: {
      sv: ['retur', 'angerratt'],
      no: ['retur', 'angrerett'],
      da: ['retur', 'fortrydelsesret'],
      fi: ['palautus'],
      nl: ['retour', 'herroeping'],
    },
    title: { sv: 'Returer', no: 'Retur', da: 'Returnering', fi: 'Palautukset', nl: 'Retourneren' },
    target: { page: 'returns' },
  },
  {
    keywords: {
      sv: ['kundservice', 'kontakt'],
      no: ['kundeservice', 'kontakt'],
      da: ['kundeservice', 'kontakt'],
      fi: ['asiakaspalvelu', 'yhteys'],
      nl: ['klantenservice', 'contact'],
    },
    title: {
      sv: 'Kundservice',
      no: 'Kundeservice',
      da: 'Kundeservice',
      fi: 'Asiakaspalvelu',
      nl: 'Klantenservice',
    },
    target: { page: 'customer-service' },
  },
  {
    keywords: {
      sv: ['presentkort'],
      no: ['gavekort'],
      da: ['gavekort'],
      fi: ['lahjakortti'],
      nl: ['cadeaubon'],
    },
    title: { sv: 'Presentkort', no: 'Gavekort', da: 'Gavekort', fi: 'Lahjakortit', nl: 'Cadeaubonnen' },
    target: { category: 'gift-cards' },
  },
  {
    keywords: {
      sv: ['julkalender', 'jul'],
      no: ['julekalender', 'jul'],
      da: ['julekalender', 'jul'],
      fi: ['joulukalenteri', 'joulu'],
      nl: ['kerstkalender', 'kerst'],
    },
    title: {
      sv: 'Julkalender',
      no: 'Julekalender',
      da: 'Julekalender',
      fi: 'Joulukalenteri',
      nl: 'Kerstkalender',
    },
    target: { route: 'christmas-calendar' },
  },
  {
    keywords: {
      sv: ['rea', 'kampanj'],
      no: ['salg', 'kampanje'],
      da: ['udsalg', 'tilbud'],
      fi: ['ale', 'kampanja'],
      nl: ['sale', 'aanbieding'],
    },
    title: { sv: 'Kampanjer', no: 'Kampanjer', da: 'Kampagner', fi: 'Kampanjat', nl: 'Aanbiedingen' },
    target: { category: 'campaign' },
  },
  {
    keywords: {
      sv: ['sparning', 'spara order'],
      no: ['sporing'],
      da: ['sporing'],
      fi: ['seuranta'],
      nl: ['track', 'volgen'],
    },
    title: {
      sv: 'Spåra din order',
      no: 'Spor ordren din',
      da: 'Spor din ordre',
      fi: 'Seuraa tilaustasi',
      nl: 'Volg je bestelling',
    },
    target: { route: 'track-order-id' },
  },
];

export const dealTitles: Localized = {
  sv: 'Veckans deal',
  no: 'Ukens deal',
  da: 'Ugens deal',
  fi: 'Viikon diili',
  nl: 'Deal van de week',
};

/** Spec 3, Other state: merchandising flags, the same in every store except where noted. */
export const merchandisingFlagSeeds: Readonly<Record<string, unknown>> = {
  productViewsRecently: true,
  itemsBoughtToday: true,
  stockStatusDates: true,
  viewThreshold: 5,
  purchaseThreshold: 3,
  hiddenWaitingTimes: ['back-order'],
  phoneModel: true,
  categoryPhoneModel: true,
};

export const calendarTexts = {
  title: {
    sv: 'Julkalender',
    no: 'Julekalender',
    da: 'Julekalender',
    fi: 'Joulukalenteri',
    nl: 'Kerstkalender',
  },
  door: {
    sv: 'Lucka {day}: {discount} % på {product}',
    no: 'Luke {day}: {discount} % på {product}',
    da: 'Låge {day}: {discount} % på {product}',
    fi: 'Luukku {day}: {product} -{discount} %',
    nl: 'Deurtje {day}: {discount}% korting op {product}',
  },
  body: {
    sv: 'Bara i dag: använd koden {code} i kassan och få {discount} % rabatt på {product}.',
    no: 'Bare i dag: bruk koden {code} i kassen og få {discount} % rabatt på {product}.',
    da: 'Kun i dag: brug koden {code} i kassen og få {discount} % rabat på {product}.',
    fi: 'Vain tänään: käytä koodia {code} kassalla ja saat {discount} % alennuksen tuotteesta {product}.',
    nl: 'Alleen vandaag: gebruik de code {code} bij het afrekenen en krijg {discount}% korting op {product}.',
  },
  codePrefix: { sv: 'JUL', no: 'JUL', da: 'JUL', fi: 'JOULU', nl: 'KERST' },
} as const;

/** December is winter time everywhere: the offset of each store's time zone from UTC in hours. */
export const decemberUtcOffset: Readonly<Record<LocaleCode, number>> = { sv: 1, no: 1, da: 1, fi: 2, nl: 1 };
