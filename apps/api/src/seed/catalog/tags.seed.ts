import type { LocaleCode } from '@shop/domain/locales';

type Localized = Readonly<Record<LocaleCode, string>>;

export interface TagSeed {
  readonly code: string;
  readonly name: Localized;
  readonly slug: Localized;
  readonly description: Localized;
}

/** Product tags (the product-tag route). `bestseller` goes to the most popular products. */
export const tagSeeds: readonly TagSeed[] = [
  {
    code: 'magsafe',
    name: { sv: 'MagSafe', no: 'MagSafe', da: 'MagSafe', fi: 'MagSafe', nl: 'MagSafe' },
    slug: { sv: 'magsafe', no: 'magsafe', da: 'magsafe', fi: 'magsafe', nl: 'magsafe' },
    description: {
      sv: 'Skal, laddare och hållare med magneter som fäster mot iPhone 12 och senare.',
      no: 'Deksler, ladere og holdere med magneter som fester seg til iPhone 12 og nyere.',
      da: 'Covers, opladere og holdere med magneter, der sidder fast på iPhone 12 og nyere.',
      fi: 'Magneettiset kuoret, laturit ja telineet iPhone 12:lle ja uudemmille.',
      nl: 'Hoesjes, opladers en houders met magneten voor iPhone 12 en nieuwer.',
    },
  },
  {
    code: 'original-quality',
    name: {
      sv: 'Originalkvalitet',
      no: 'Originalkvalitet',
      da: 'Originalkvalitet',
      fi: 'Alkuperäislaatu',
      nl: 'Originele kwaliteit',
    },
    slug: {
      sv: 'originalkvalitet',
      no: 'originalkvalitet',
      da: 'originalkvalitet',
      fi: 'alkuperaislaatu',
      nl: 'originele-kwaliteit',
    },
    description: {
      sv: 'Delar som motsvarar tillverkarens egna i färg, ljusstyrka och passform.',
      no: 'Deler som tilsvarer produsentens egne i farge, lysstyrke og passform.',
      da: 'Dele, der svarer til producentens egne i farve, lysstyrke og pasform.',
      fi: 'Osat, jotka vastaavat valmistajan omia väriltään, kirkkaudeltaan ja istuvuudeltaan.',
      nl: 'Onderdelen die overeenkomen met die van de fabrikant in kleur, helderheid en pasvorm.',
    },
  },
  {
    code: 'fast-charging',
    name: {
      sv: 'Snabbladdning',
      no: 'Hurtiglading',
      da: 'Hurtigopladning',
      fi: 'Pikalataus',
      nl: 'Snelladen',
    },
    slug: {
      sv: 'snabbladdning',
      no: 'hurtiglading',
      da: 'hurtigopladning',
      fi: 'pikalataus',
      nl: 'snelladen',
    },
    description: {
      sv: 'Laddare och kablar för USB Power Delivery och snabbladdning.',
      no: 'Ladere og kabler for USB Power Delivery og hurtiglading.',
      da: 'Opladere og kabler til USB Power Delivery og hurtigopladning.',
      fi: 'Laturit ja kaapelit USB Power Delivery -pikalataukseen.',
      nl: 'Opladers en kabels voor USB Power Delivery en snelladen.',
    },
  },
  {
    code: 'eco-friendly',
    name: {
      sv: 'Miljövänligt',
      no: 'Miljøvennlig',
      da: 'Miljøvenligt',
      fi: 'Ympäristöystävällinen',
      nl: 'Milieuvriendelijk',
    },
    slug: {
      sv: 'miljovanligt',
      no: 'miljovennlig',
      da: 'miljovenligt',
      fi: 'ymparistoystavallinen',
      nl: 'milieuvriendelijk',
    },
    description: {
      sv: 'Tillverkat av återvunnet eller nedbrytbart material.',
      no: 'Laget av resirkulert eller nedbrytbart materiale.',
      da: 'Fremstillet af genbrugt eller nedbrydeligt materiale.',
      fi: 'Valmistettu kierrätetystä tai biohajoavasta materiaalista.',
      nl: 'Gemaakt van gerecycled of afbreekbaar materiaal.',
    },
  },
  {
    code: 'bestseller',
    name: { sv: 'Bästsäljare', no: 'Bestselgere', da: 'Bestsellere', fi: 'Myydyimmät', nl: 'Bestsellers' },
    slug: { sv: 'bastsaljare', no: 'bestselgere', da: 'bestsellere', fi: 'myydyimmat', nl: 'bestsellers' },
    description: {
      sv: 'Det som flest kunder väljer just nu.',
      no: 'Det flest kunder velger akkurat nå.',
      da: 'Det, flest kunder vælger lige nu.',
      fi: 'Mitä useimmat asiakkaat valitsevat juuri nyt.',
      nl: 'Wat de meeste klanten nu kiezen.',
    },
  },
];
