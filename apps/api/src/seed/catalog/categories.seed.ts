import type { LocaleCode } from '@shop/domain/locales';

type Localized = Readonly<Record<LocaleCode, string>>;

export interface CategorySeed {
  readonly code: string;
  readonly name: Localized;
  readonly slug: Localized;
  readonly showInMenu: boolean;
  /** The product kind the thumb shows. */
  readonly icon: string;
  /** Brand sub-categories (one per brand with models) hang below it. */
  readonly byBrand?: boolean;
  readonly children?: readonly CategorySeed[];
}

const l = (sv: string, no: string, da: string, fi: string, nl: string): Localized => ({ sv, no, da, fi, nl });

/** The category tree: slugs and names in the five languages. */
export const categorySeeds: readonly CategorySeed[] = [
  {
    code: 'spare-parts',
    name: l('Reservdelar', 'Reservedeler', 'Reservedele', 'Varaosat', 'Onderdelen'),
    slug: l('reservdelar', 'reservedeler', 'reservedele', 'varaosat', 'onderdelen'),
    showInMenu: true,
    icon: 'display',
    children: [
      {
        code: 'spare-parts/displays',
        name: l('Skärmar', 'Skjermer', 'Skærme', 'Näytöt', 'Schermen'),
        slug: l('skarmar', 'skjermer', 'skaerme', 'naytot', 'schermen'),
        showInMenu: true,
        icon: 'display',
        byBrand: true,
      },
      {
        code: 'spare-parts/batteries',
        name: l('Batterier', 'Batterier', 'Batterier', 'Akut', 'Batterijen'),
        slug: l('batterier', 'batterier', 'batterier', 'akut', 'batterijen'),
        showInMenu: true,
        icon: 'battery',
        byBrand: true,
      },
      {
        code: 'spare-parts/back-covers',
        name: l('Baksidor', 'Bakdeksler', 'Bagcovers', 'Takakannet', 'Achterkanten'),
        slug: l('baksidor', 'bakdeksler', 'bagcovers', 'takakannet', 'achterkanten'),
        showInMenu: true,
        icon: 'back-cover',
        byBrand: true,
      },
      {
        code: 'spare-parts/cameras',
        name: l('Kameror', 'Kameraer', 'Kameraer', 'Kamerat', "Camera's"),
        slug: l('kameror', 'kameraer', 'kameraer', 'kamerat', 'cameras'),
        showInMenu: true,
        icon: 'camera',
        byBrand: true,
      },
      {
        code: 'spare-parts/charging-ports',
        name: l('Laddportar', 'Ladeporter', 'Ladeporte', 'Latausportit', 'Oplaadpoorten'),
        slug: l('laddportar', 'ladeporter', 'ladeporte', 'latausportit', 'oplaadpoorten'),
        showInMenu: true,
        icon: 'charging-port',
        byBrand: true,
      },
      {
        code: 'spare-parts/repair-kits',
        name: l('Reparationspaket', 'Reparasjonspakker', 'Reparationssæt', 'Korjauspaketit', 'Reparatiesets'),
        slug: l(
          'reparationspaket',
          'reparasjonspakker',
          'reparationssaet',
          'korjauspaketit',
          'reparatiesets',
        ),
        showInMenu: true,
        icon: 'tool',
      },
    ],
  },
  {
    code: 'cases',
    name: l('Skal & fodral', 'Deksler', 'Covers', 'Suojakuoret', 'Hoesjes'),
    slug: l('skal-och-fodral', 'deksler', 'covers', 'suojakuoret', 'hoesjes'),
    showInMenu: true,
    icon: 'case',
    byBrand: true,
  },
  {
    code: 'screen-protectors',
    name: l('Skärmskydd', 'Skjermbeskyttere', 'Skærmbeskyttere', 'Näytönsuojat', 'Screenprotectors'),
    slug: l('skarmskydd', 'skjermbeskyttere', 'skaermbeskyttere', 'naytonsuojat', 'screenprotectors'),
    showInMenu: true,
    icon: 'screen-protector',
    byBrand: true,
  },
  {
    code: 'cables',
    name: l('Kablar', 'Kabler', 'Kabler', 'Kaapelit', 'Kabels'),
    slug: l('kablar', 'kabler', 'kabler', 'kaapelit', 'kabels'),
    showInMenu: true,
    icon: 'cable',
    children: [
      {
        code: 'cables/usb-c',
        name: l('USB-C-kablar', 'USB-C-kabler', 'USB-C-kabler', 'USB-C-kaapelit', 'USB-C-kabels'),
        slug: l('usb-c-kablar', 'usb-c-kabler', 'usb-c-kabler', 'usb-c-kaapelit', 'usb-c-kabels'),
        showInMenu: true,
        icon: 'cable',
      },
      {
        code: 'cables/lightning',
        name: l(
          'Lightning-kablar',
          'Lightning-kabler',
          'Lightning-kabler',
          'Lightning-kaapelit',
          'Lightning-kabels',
        ),
        slug: l(
          'lightning-kablar',
          'lightning-kabler',
          'lightning-kabler',
          'lightning-kaapelit',
          'lightning-kabels',
        ),
        showInMenu: true,
        icon: 'cable',
      },
      {
        code: 'cables/micro-usb',
        name: l(
          'Micro-USB-kablar',
          'Micro-USB-kabler',
          'Micro-USB-kabler',
          'Micro-USB-kaapelit',
          'Micro-USB-kabels',
        ),
        slug: l(
          'micro-usb-kablar',
          'micro-usb-kabler',
          'micro-usb-kabler',
          'micro-usb-kaapelit',
          'micro-usb-kabels',
        ),
        showInMenu: true,
        icon: 'cable',
      },
      {
        code: 'cables/audio',
        name: l('Ljudkablar', 'Lydkabler', 'Lydkabler', 'Äänikaapelit', 'Audiokabels'),
        slug: l('ljudkablar', 'lydkabler', 'lydkabler', 'aanikaapelit', 'audiokabels'),
        showInMenu: true,
        icon: 'cable',
      },
    ],
  },
  {
    code: 'chargers',
    name: l('Laddare', 'Ladere', 'Opladere', 'Laturit', 'Opladers'),
    slug: l('laddare', 'ladere', 'opladere', 'laturit', 'opladers'),
    showInMenu: true,
    icon: 'charger',
    children: [
      {
        code: 'chargers/wall',
        name: l('Väggladdare', 'Veggladere', 'Vægopladere', 'Verkkolaturit', 'Stekkeropladers'),
        slug: l('vaggladdare', 'veggladere', 'vaegopladere', 'verkkolaturit', 'stekkeropladers'),
        showInMenu: true,
        icon: 'charger',
      },
      {
        code: 'chargers/car',
        name: l('Billaddare', 'Billadere', 'Billadere', 'Autolaturit', 'Autoladers'),
        slug: l('billaddare', 'billadere', 'billadere', 'autolaturit', 'autoladers'),
        showInMenu: true,
        icon: 'charger',
      },
      {
        code: 'chargers/wireless',
        name: l(
          'Trådlösa laddare',
          'Trådløse ladere',
          'Trådløse opladere',
          'Langattomat laturit',
          'Draadloze opladers',
        ),
        slug: l(
          'tradlosa-laddare',
          'tradlose-ladere',
          'tradlose-opladere',
          'langattomat-laturit',
          'draadloze-opladers',
        ),
        showInMenu: true,
        icon: 'charger',
      },
      {
        code: 'chargers/power-banks',
        name: l('Powerbanks', 'Powerbanker', 'Powerbanks', 'Varavirtalähteet', 'Powerbanks'),
        slug: l('powerbanks', 'powerbanker', 'powerbanks', 'varavirtalahteet', 'powerbanks'),
        showInMenu: true,
        icon: 'charger',
      },
    ],
  },
  {
    code: 'car-holders',
    name: l('Bilhållare', 'Bilholdere', 'Bilholdere', 'Autotelineet', 'Autohouders'),
    slug: l('bilhallare', 'bilholdere', 'bilholdere', 'autotelineet', 'autohouders'),
    showInMenu: true,
    icon: 'car-holder',
    children: [
      {
        code: 'car-holders/universal',
        name: l('Universella', 'Universelle', 'Universelle', 'Yleismallit', 'Universeel'),
        slug: l('universella', 'universelle', 'universelle', 'yleismallit', 'universeel'),
        showInMenu: true,
        icon: 'car-holder',
      },
      {
        code: 'car-holders/vehicle',
        name: l('Bilanpassade', 'Biltilpassede', 'Biltilpassede', 'Automallikohtaiset', 'Per automodel'),
        slug: l('bilanpassade', 'biltilpassede', 'biltilpassede', 'automallikohtaiset', 'per-automodel'),
        showInMenu: true,
        icon: 'car-holder',
      },
    ],
  },
  {
    code: 'tools',
    name: l('Verktyg', 'Verktøy', 'Værktøj', 'Työkalut', 'Gereedschap'),
    slug: l('verktyg', 'verktoy', 'vaerktoj', 'tyokalut', 'gereedschap'),
    showInMenu: true,
    icon: 'tool',
    children: [
      {
        code: 'tools/kits',
        name: l('Verktygssatser', 'Verktøysett', 'Værktøjssæt', 'Työkalusarjat', 'Gereedschapssets'),
        slug: l('verktygssatser', 'verktoysett', 'vaerktojssaet', 'tyokalusarjat', 'gereedschapssets'),
        showInMenu: true,
        icon: 'tool',
      },
      {
        code: 'tools/screwdrivers',
        name: l('Skruvmejslar', 'Skrutrekkere', 'Skruetrækkere', 'Ruuvitaltat', 'Schroevendraaiers'),
        slug: l('skruvmejslar', 'skrutrekkere', 'skruetraekkere', 'ruuvitaltat', 'schroevendraaiers'),
        showInMenu: true,
        icon: 'tool',
      },
      {
        code: 'tools/adhesives',
        name: l('Lim & tejp', 'Lim og tape', 'Lim og tape', 'Liimat ja teipit', 'Lijm en tape'),
        slug: l('lim-och-tejp', 'lim-og-tape', 'lim-og-tape', 'liimat-ja-teipit', 'lijm-en-tape'),
        showInMenu: true,
        icon: 'tool',
      },
      {
        code: 'tools/opening',
        name: l(
          'Öppningsverktyg',
          'Åpningsverktøy',
          'Åbningsværktøj',
          'Avaustyökalut',
          'Openingsgereedschap',
        ),
        slug: l(
          'oppningsverktyg',
          'apningsverktoy',
          'abningsvaerktoj',
          'avaustyokalut',
          'openingsgereedschap',
        ),
        showInMenu: true,
        icon: 'tool',
      },
    ],
  },
  {
    code: 'gift-cards',
    name: l('Presentkort', 'Gavekort', 'Gavekort', 'Lahjakortit', 'Cadeaubonnen'),
    slug: l('presentkort', 'gavekort', 'gavekort', 'lahjakortit', 'cadeaubonnen'),
    showInMenu: true,
    icon: 'gift-card',
  },
  {
    code: 'campaign',
    name: l('Kampanj', 'Kampanje', 'Kampagne', 'Kampanjat', 'Aanbiedingen'),
    slug: l('kampanj', 'kampanje', 'kampagne', 'kampanjat', 'aanbiedingen'),
    showInMenu: true,
    icon: 'campaign',
  },
  {
    code: 'news',
    name: l('Nyheter', 'Nyheter', 'Nyheder', 'Uutuudet', 'Nieuw'),
    slug: l('nyheter', 'nyheter', 'nyheder', 'uutuudet', 'nieuw'),
    showInMenu: false,
    icon: 'news',
  },
];

export const categoryDescription: Localized = {
  sv: '{name} med snabb leverans från eget lager. Alla delar testas före leverans och omfattas av vår garanti.',
  no: '{name} med rask levering fra eget lager. Alle deler testes før levering og dekkes av vår garanti.',
  da: '{name} med hurtig levering fra eget lager. Alle dele testes før levering og er dækket af vores garanti.',
  fi: '{name} nopealla toimituksella omasta varastosta. Kaikki osat testataan ennen toimitusta ja niillä on takuu.',
  nl: '{name} met snelle levering uit eigen magazijn. Alle onderdelen worden vóór verzending getest en vallen onder onze garantie.',
};
