import type { LocaleCode } from '@shop/domain/locales';
import type { ColorCode } from '../../catalog/colors.ts';

type Localized = Readonly<Record<LocaleCode, string>>;

const l = (sv: string, no: string, da: string, fi: string, nl: string): Localized => ({ sv, no, da, fi, nl });

/** A product that fits no single phone model: cables, chargers, car holders, tools. */
export interface AccessorySeed {
  readonly key: string;
  readonly kind: 'cable' | 'charger' | 'car-holder' | 'tool';
  readonly brand: string;
  readonly category: string;
  readonly name: Localized;
  readonly priceSek: number;
  readonly weight: number;
  readonly color: ColorCode;
  readonly colors?: readonly ColorCode[];
  readonly tags?: readonly string[];
  readonly plugs?: readonly [string, string, number];
  readonly fitment?: {
    readonly make: string;
    readonly model: string;
    readonly from: number;
    readonly to: number;
  };
}

export interface PlugTypeSeed {
  readonly code: string;
  readonly name: Localized;
  readonly description: Localized;
}

/** The cable-plug selector's plugs. */
export const plugTypeSeeds: readonly PlugTypeSeed[] = [
  {
    code: 'usb-c',
    name: l('USB-C', 'USB-C', 'USB-C', 'USB-C', 'USB-C'),
    description: l(
      'Oval och vändbar. Finns på nyare Android-telefoner, iPhone 15 och senare samt surfplattor och datorer.',
      'Oval og vendbar. Finnes på nyere Android-telefoner, iPhone 15 og senere samt nettbrett og datamaskiner.',
      'Oval og vendbar. Findes på nyere Android-telefoner, iPhone 15 og senere samt tablets og computere.',
      'Soikea ja käännettävä. Uudemmissa Android-puhelimissa, iPhone 15:ssä ja uudemmissa sekä tableteissa.',
      'Ovaal en omkeerbaar. Op nieuwere Android-telefoons, iPhone 15 en later, tablets en computers.',
    ),
  },
  {
    code: 'lightning',
    name: l('Lightning', 'Lightning', 'Lightning', 'Lightning', 'Lightning'),
    description: l(
      'Apples smala kontakt på iPhone 5 till iPhone 14 och äldre AirPods.',
      'Apples smale kontakt på iPhone 5 til iPhone 14 og eldre AirPods.',
      'Apples smalle stik på iPhone 5 til iPhone 14 og ældre AirPods.',
      'Applen kapea liitin iPhone 5 – iPhone 14 -malleissa ja vanhemmissa AirPodeissa.',
      'De smalle connector van Apple op iPhone 5 tot en met iPhone 14 en oudere AirPods.',
    ),
  },
  {
    code: 'usb-a',
    name: l('USB-A', 'USB-A', 'USB-A', 'USB-A', 'USB-A'),
    description: l(
      'Den klassiska rektangulära kontakten på laddare, datorer och bilar.',
      'Den klassiske rektangulære kontakten på ladere, datamaskiner og biler.',
      'Det klassiske rektangulære stik på opladere, computere og biler.',
      'Perinteinen suorakulmainen liitin latureissa, tietokoneissa ja autoissa.',
      'De klassieke rechthoekige connector op opladers, computers en auto’s.',
    ),
  },
  {
    code: 'micro-usb',
    name: l('Micro-USB', 'Micro-USB', 'Micro-USB', 'Micro-USB', 'Micro-USB'),
    description: l(
      'Liten trapetsformad kontakt på äldre Android-telefoner, högtalare och tillbehör.',
      'Liten trapesformet kontakt på eldre Android-telefoner, høyttalere og tilbehør.',
      'Lille trapezformet stik på ældre Android-telefoner, højttalere og tilbehør.',
      'Pieni puolisuunnikkaan muotoinen liitin vanhemmissa Android-puhelimissa ja tarvikkeissa.',
      'Kleine trapeziumvormige connector op oudere Android-telefoons, speakers en accessoires.',
    ),
  },
  {
    code: 'aux',
    name: l('3,5 mm (AUX)', '3,5 mm (AUX)', '3,5 mm (AUX)', '3,5 mm (AUX)', '3,5 mm (AUX)'),
    description: l(
      'Rund ljudkontakt för hörlurar, bilstereo och högtalare.',
      'Rund lydkontakt for hodetelefoner, bilstereo og høyttalere.',
      'Rundt lydstik til hovedtelefoner, bilstereo og højttalere.',
      'Pyöreä ääniliitin kuulokkeille, autostereoille ja kaiuttimille.',
      'Ronde audio-aansluiting voor koptelefoons, autoradio’s en speakers.',
    ),
  },
];

const plugName: Readonly<Record<string, string>> = {
  'usb-c': 'USB-C',
  lightning: 'Lightning',
  'usb-a': 'USB-A',
  'micro-usb': 'Micro-USB',
  aux: 'AUX',
};

const cablePairs: readonly (readonly [string, string, string])[] = [
  ['usb-c', 'usb-c', 'cables/usb-c'],
  ['usb-a', 'usb-c', 'cables/usb-c'],
  ['usb-c', 'lightning', 'cables/lightning'],
  ['usb-a', 'lightning', 'cables/lightning'],
  ['usb-a', 'micro-usb', 'cables/micro-usb'],
  ['usb-c', 'micro-usb', 'cables/micro-usb'],
  ['aux', 'aux', 'cables/audio'],
  ['usb-c', 'aux', 'cables/audio'],
  ['lightning', 'aux', 'cables/audio'],
];

function cableName(a: string, b: string, length: string, braided: boolean): Localized {
  const pa = plugName[a] ?? a;
  const pb = plugName[b] ?? b;
  const sv = braided ? 'Flätad kabel' : 'Kabel';
  return {
    sv: `${sv} ${pa} till ${pb} ${length}`,
    no: `${braided ? 'Flettet kabel' : 'Kabel'} ${pa} til ${pb} ${length}`,
    da: `${braided ? 'Flettet kabel' : 'Kabel'} ${pa} til ${pb} ${length}`,
    fi: `${braided ? 'Punottu kaapeli' : 'Kaapeli'} ${pa}–${pb} ${length}`,
    nl: `${braided ? 'Gevlochten kabel' : 'Kabel'} ${pa} naar ${pb} ${length}`,
  };
}

function buildCables(): AccessorySeed[] {
  const cables: AccessorySeed[] = [];
  for (const [a, b, category] of cablePairs) {
    for (const [lengthCm, lengthLabel] of [
      [25, '0,25 m'],
      [100, '1 m'],
      [200, '2 m'],
    ] as const) {
      for (const braided of [false, true]) {
        if (braided && lengthCm === 25) continue;
        const fast = a === 'usb-c' && b !== 'aux';
        cables.push({
          key: `cable-${a}-${b}-${lengthCm}${braided ? '-braided' : ''}`,
          kind: 'cable',
          brand: 'universal',
          category,
          name: cableName(a, b, lengthLabel, braided),
          priceSek: (braided ? 179 : 119) + lengthCm / 5 + (b === 'lightning' ? 30 : 0),
          weight: (b === 'lightning' || b === 'usb-c' ? 6 : 3) * (lengthCm === 100 ? 2 : 1),
          color: braided ? 'graphite' : 'white',
          ...(braided ? { colors: ['graphite', 'red', 'blue', 'pink'] as const } : {}),
          ...(fast ? { tags: ['fast-charging'] } : {}),
          plugs: [a, b, lengthCm],
        });
      }
    }
  }
  return cables;
}

const chargerSeeds: readonly AccessorySeed[] = [
  {
    key: 'charger-apple-20w',
    kind: 'charger',
    brand: 'apple',
    category: 'chargers/wall',
    name: l(
      'Apple USB-C-laddare 20 W',
      'Apple USB-C-lader 20 W',
      'Apple USB-C-oplader 20 W',
      'Apple USB-C-laturi 20 W',
      'Apple USB-C-oplader 20 W',
    ),
    priceSek: 249,
    weight: 9,
    color: 'white',
    tags: ['fast-charging'],
  },
  {
    key: 'charger-samsung-25w',
    kind: 'charger',
    brand: 'samsung',
    category: 'chargers/wall',
    name: l(
      'Samsung Super Fast-laddare 25 W',
      'Samsung Super Fast-lader 25 W',
      'Samsung Super Fast-oplader 25 W',
      'Samsung Super Fast -laturi 25 W',
      'Samsung Super Fast-oplader 25 W',
    ),
    priceSek: 229,
    weight: 8,
    color: 'black',
    tags: ['fast-charging'],
  },
  {
    key: 'charger-gan-65w',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/wall',
    name: l(
      'GaN-laddare 65 W med 3 portar',
      'GaN-lader 65 W med 3 porter',
      'GaN-oplader 65 W med 3 porte',
      'GaN-laturi 65 W, 3 porttia',
      'GaN-oplader 65 W met 3 poorten',
    ),
    priceSek: 499,
    weight: 6,
    color: 'white',
    tags: ['fast-charging'],
  },
  {
    key: 'charger-usb-c-30w',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/wall',
    name: l(
      'USB-C-laddare 30 W PD',
      'USB-C-lader 30 W PD',
      'USB-C-oplader 30 W PD',
      'USB-C-laturi 30 W PD',
      'USB-C-oplader 30 W PD',
    ),
    priceSek: 199,
    weight: 7,
    color: 'white',
    tags: ['fast-charging'],
  },
  {
    key: 'charger-dual-35w',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/wall',
    name: l(
      'Dubbel laddare USB-A + USB-C 35 W',
      'Dobbel lader USB-A + USB-C 35 W',
      'Dobbelt oplader USB-A + USB-C 35 W',
      'Tuplalaturi USB-A + USB-C 35 W',
      'Dubbele oplader USB-A + USB-C 35 W',
    ),
    priceSek: 279,
    weight: 5,
    color: 'black',
  },
  {
    key: 'charger-car-30w',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/car',
    name: l(
      'Billaddare USB-C 30 W',
      'Billader USB-C 30 W',
      'Biloplader USB-C 30 W',
      'Autolaturi USB-C 30 W',
      'Autolader USB-C 30 W',
    ),
    priceSek: 189,
    weight: 6,
    color: 'black',
    tags: ['fast-charging'],
  },
  {
    key: 'charger-car-dual',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/car',
    name: l(
      'Billaddare 2 × USB-A 12 W',
      'Billader 2 × USB-A 12 W',
      'Biloplader 2 × USB-A 12 W',
      'Autolaturi 2 × USB-A 12 W',
      'Autolader 2 × USB-A 12 W',
    ),
    priceSek: 129,
    weight: 4,
    color: 'black',
  },
  {
    key: 'charger-car-45w',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/car',
    name: l(
      'Billaddare dubbel USB-C 45 W',
      'Billader dobbel USB-C 45 W',
      'Biloplader dobbelt USB-C 45 W',
      'Autolaturi kaksi USB-C 45 W',
      'Autolader dubbel USB-C 45 W',
    ),
    priceSek: 279,
    weight: 4,
    color: 'graphite',
  },
  {
    key: 'charger-magsafe-15w',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/wireless',
    name: l(
      'MagSafe-laddare 15 W',
      'MagSafe-lader 15 W',
      'MagSafe-oplader 15 W',
      'MagSafe-laturi 15 W',
      'MagSafe-oplader 15 W',
    ),
    priceSek: 349,
    weight: 7,
    color: 'silver',
    tags: ['magsafe', 'fast-charging'],
  },
  {
    key: 'charger-qi-pad',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/wireless',
    name: l(
      'Trådlös laddplatta 10 W',
      'Trådløs ladeplate 10 W',
      'Trådløs ladeplade 10 W',
      'Langaton latausalusta 10 W',
      'Draadloze oplaadpad 10 W',
    ),
    priceSek: 199,
    weight: 5,
    color: 'black',
  },
  {
    key: 'charger-3in1',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/wireless',
    name: l(
      'Laddstation 3-i-1',
      'Ladestasjon 3-i-1',
      'Ladestation 3-i-1',
      'Latausasema 3-in-1',
      'Oplaadstation 3-in-1',
    ),
    priceSek: 699,
    weight: 4,
    color: 'white',
    tags: ['magsafe'],
  },
  {
    key: 'powerbank-10000',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/power-banks',
    name: l(
      'Powerbank 10 000 mAh',
      'Powerbank 10 000 mAh',
      'Powerbank 10.000 mAh',
      'Varavirtalähde 10 000 mAh',
      'Powerbank 10.000 mAh',
    ),
    priceSek: 299,
    weight: 7,
    color: 'black',
    colors: ['black', 'white', 'blue'],
  },
  {
    key: 'powerbank-20000',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/power-banks',
    name: l(
      'Powerbank 20 000 mAh PD 22,5 W',
      'Powerbank 20 000 mAh PD 22,5 W',
      'Powerbank 20.000 mAh PD 22,5 W',
      'Varavirtalähde 20 000 mAh PD 22,5 W',
      'Powerbank 20.000 mAh PD 22,5 W',
    ),
    priceSek: 449,
    weight: 5,
    color: 'graphite',
    tags: ['fast-charging'],
  },
  {
    key: 'powerbank-magsafe',
    kind: 'charger',
    brand: 'universal',
    category: 'chargers/power-banks',
    name: l(
      'MagSafe-powerbank 5 000 mAh',
      'MagSafe-powerbank 5 000 mAh',
      'MagSafe-powerbank 5.000 mAh',
      'MagSafe-varavirtalähde 5 000 mAh',
      'MagSafe-powerbank 5.000 mAh',
    ),
    priceSek: 399,
    weight: 6,
    color: 'white',
    colors: ['white', 'purple', 'blue'],
    tags: ['magsafe'],
  },
];

/** Universal holders fit every vehicle. */
const anyVehicle = { make: '*', model: '*', from: 1900, to: 2100 } as const;

const universalHolders: readonly AccessorySeed[] = [
  {
    key: 'holder-vent',
    kind: 'car-holder',
    brand: 'universal',
    category: 'car-holders/universal',
    name: l(
      'Bilhållare för luftventil',
      'Bilholder for luftventil',
      'Bilholder til luftventil',
      'Autoteline ilmanvaihtoaukkoon',
      'Autohouder voor ventilatierooster',
    ),
    priceSek: 199,
    weight: 6,
    color: 'black',
    fitment: anyVehicle,
  },
  {
    key: 'holder-suction',
    kind: 'car-holder',
    brand: 'universal',
    category: 'car-holders/universal',
    name: l(
      'Bilhållare med sugpropp',
      'Bilholder med sugekopp',
      'Bilholder med sugekop',
      'Autoteline imukupilla',
      'Autohouder met zuignap',
    ),
    priceSek: 229,
    weight: 5,
    color: 'black',
    fitment: anyVehicle,
  },
  {
    key: 'holder-magsafe',
    kind: 'car-holder',
    brand: 'universal',
    category: 'car-holders/universal',
    name: l(
      'MagSafe-bilhållare',
      'MagSafe-bilholder',
      'MagSafe-bilholder',
      'MagSafe-autoteline',
      'MagSafe-autohouder',
    ),
    priceSek: 299,
    weight: 6,
    color: 'silver',
    tags: ['magsafe'],
    fitment: anyVehicle,
  },
  {
    key: 'holder-wireless',
    kind: 'car-holder',
    brand: 'universal',
    category: 'car-holders/universal',
    name: l(
      'Bilhållare med trådlös laddning 15 W',
      'Bilholder med trådløs lading 15 W',
      'Bilholder med trådløs opladning 15 W',
      'Autoteline langattomalla latauksella 15 W',
      'Autohouder met draadloos laden 15 W',
    ),
    priceSek: 499,
    weight: 5,
    color: 'graphite',
    tags: ['fast-charging'],
    fitment: anyVehicle,
  },
  {
    key: 'holder-magnetic',
    kind: 'car-holder',
    brand: 'universal',
    category: 'car-holders/universal',
    name: l(
      'Magnetisk bilhållare',
      'Magnetisk bilholder',
      'Magnetisk bilholder',
      'Magneettinen autoteline',
      'Magnetische autohouder',
    ),
    priceSek: 149,
    weight: 4,
    color: 'black',
    fitment: anyVehicle,
  },
];

/** Vehicle-specific mounts: [make, model, first year, last year]. */
const fittedVehicles: readonly (readonly [string, string, number, number])[] = [
  ['Volvo', 'XC60', 2017, 2025],
  ['Volvo', 'XC90', 2015, 2025],
  ['Volvo', 'V60', 2018, 2025],
  ['Volvo', 'XC40', 2018, 2025],
  ['Volkswagen', 'Golf', 2013, 2019],
  ['Volkswagen', 'Golf', 2020, 2025],
  ['Volkswagen', 'Passat', 2015, 2023],
  ['Volkswagen', 'ID.4', 2021, 2025],
  ['Tesla', 'Model 3', 2017, 2025],
  ['Tesla', 'Model Y', 2020, 2025],
  ['Toyota', 'RAV4', 2019, 2025],
  ['Toyota', 'Corolla', 2019, 2025],
  ['Skoda', 'Octavia', 2020, 2025],
  ['Audi', 'A4', 2016, 2024],
  ['BMW', '3-serie', 2019, 2025],
  ['Kia', 'Niro', 2016, 2025],
  ['Ford', 'Focus', 2018, 2025],
  ['Peugeot', '208', 2019, 2025],
  ['Renault', 'Clio', 2019, 2025],
  ['Polestar', '2', 2020, 2025],
  ['Mercedes-Benz', 'C-klass', 2021, 2025],
  ['Hyundai', 'Kona', 2018, 2025],
  ['Nissan', 'Leaf', 2018, 2025],
  ['Opel', 'Astra', 2016, 2025],
];

function buildVehicleHolders(): AccessorySeed[] {
  return fittedVehicles.map(([make, model, from, to]) => {
    const label = `${make} ${model} (${from}–${to})`;
    return {
      key: `holder-${make}-${model}-${from}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      kind: 'car-holder',
      brand: 'universal',
      category: 'car-holders/vehicle',
      name: l(
        `Bilhållare ${label}`,
        `Bilholder ${label}`,
        `Bilholder ${label}`,
        `Autoteline ${label}`,
        `Autohouder ${label}`,
      ),
      priceSek: 349 + (make.length % 4) * 50,
      weight: 3,
      color: 'black',
      fitment: { make, model, from, to },
    };
  });
}

const toolSeeds: readonly AccessorySeed[] = [
  {
    key: 'tool-kit-24',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/kits',
    name: l(
      'Verktygssats 24 delar för mobilreparation',
      'Verktøysett 24 deler for mobilreparasjon',
      'Værktøjssæt 24 dele til mobilreparation',
      'Työkalusarja 24 osaa puhelinkorjaukseen',
      'Gereedschapsset 24 delen voor telefoonreparatie',
    ),
    priceSek: 249,
    weight: 10,
    color: 'blue',
  },
  {
    key: 'tool-bits-64',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/kits',
    name: l(
      'Precisionsskruvmejsel med 64 bits',
      'Presisjonsskrutrekker med 64 bits',
      'Præcisionsskruetrækker med 64 bits',
      'Tarkkuusruuvitaltta 64 kärjellä',
      'Precisieschroevendraaier met 64 bits',
    ),
    priceSek: 399,
    weight: 7,
    color: 'graphite',
  },
  {
    key: 'tool-pentalobe',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/screwdrivers',
    name: l(
      'Pentalobe-skruvmejsel P2',
      'Pentalobe-skrutrekker P2',
      'Pentalobe-skruetrækker P2',
      'Pentalobe-ruuvitaltta P2',
      'Pentalobe-schroevendraaier P2',
    ),
    priceSek: 69,
    weight: 6,
    color: 'blue',
  },
  {
    key: 'tool-tripoint',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/screwdrivers',
    name: l(
      'Tri-point-skruvmejsel Y000',
      'Tri-point-skrutrekker Y000',
      'Tri-point-skruetrækker Y000',
      'Tri-point-ruuvitaltta Y000',
      'Tri-point-schroevendraaier Y000',
    ),
    priceSek: 69,
    weight: 4,
    color: 'red',
  },
  {
    key: 'tool-phillips',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/screwdrivers',
    name: l(
      'Krysskruvmejsel PH000',
      'Stjerneskrutrekker PH000',
      'Stjerneskruetrækker PH000',
      'Ristipääruuvitaltta PH000',
      'Kruiskopschroevendraaier PH000',
    ),
    priceSek: 59,
    weight: 4,
    color: 'yellow',
  },
  {
    key: 'tool-b7000',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/adhesives',
    name: l(
      'B-7000 lim 15 ml',
      'B-7000 lim 15 ml',
      'B-7000 lim 15 ml',
      'B-7000-liima 15 ml',
      'B-7000 lijm 15 ml',
    ),
    priceSek: 49,
    weight: 6,
    color: 'white',
  },
  {
    key: 'tool-tape-2mm',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/adhesives',
    name: l(
      'Dubbelhäftande tejp 2 mm',
      'Dobbeltsidig tape 2 mm',
      'Dobbeltklæbende tape 2 mm',
      'Kaksipuolinen teippi 2 mm',
      'Dubbelzijdige tape 2 mm',
    ),
    priceSek: 39,
    weight: 5,
    color: 'white',
  },
  {
    key: 'tool-suction',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/opening',
    name: l(
      'Sugkopp för skärmbyte',
      'Sugekopp for skjermbytte',
      'Sugekop til skærmskift',
      'Imukuppi näytön vaihtoon',
      'Zuignap voor schermvervanging',
    ),
    priceSek: 59,
    weight: 5,
    color: 'blue',
  },
  {
    key: 'tool-picks',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/opening',
    name: l(
      'Öppningsplektrum 6-pack',
      'Åpningsplekter 6-pakning',
      'Åbningsplektre 6-pak',
      'Avausplektrat 6 kpl',
      'Openingsplectrums 6 stuks',
    ),
    priceSek: 39,
    weight: 5,
    color: 'pink',
  },
  {
    key: 'tool-spudger',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/opening',
    name: l(
      'Spudger i nylon',
      'Spudger i nylon',
      'Spudger i nylon',
      'Nailonlasta (spudger)',
      'Nylon spudger',
    ),
    priceSek: 29,
    weight: 4,
    color: 'black',
  },
  {
    key: 'tool-heat-pad',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/opening',
    name: l(
      'Värmeplatta för skärmbyte',
      'Varmeplate for skjermbytte',
      'Varmeplade til skærmskift',
      'Lämpölevy näytön vaihtoon',
      'Verwarmingsplaat voor schermvervanging',
    ),
    priceSek: 549,
    weight: 3,
    color: 'graphite',
  },
  {
    key: 'tool-tweezers',
    kind: 'tool',
    brand: 'universal',
    category: 'tools/kits',
    name: l(
      'Antistatisk pincett',
      'Antistatisk pinsett',
      'Antistatisk pincet',
      'Antistaattiset pinsetit',
      'Antistatisch pincet',
    ),
    priceSek: 79,
    weight: 4,
    color: 'silver',
  },
];

/** Every product that fits no single phone model, in a fixed order. */
export function accessorySeeds(): readonly AccessorySeed[] {
  return [...toolSeeds, ...chargerSeeds, ...buildCables(), ...universalHolders, ...buildVehicleHolders()];
}

/**
 * Registration numbers in the formats of the five countries, normalized (upper case, no spaces or
 * dashes). Most match a vehicle-specific holder; a few only get the universal ones.
 */
export const vehicleSeeds: readonly (readonly [string, string, string, number])[] = [
  ['ABC123', 'Volvo', 'XC60', 2019],
  ['DEF45G', 'Volvo', 'XC60', 2022],
  ['GHJ789', 'Volvo', 'XC90', 2018],
  ['KLM12N', 'Volvo', 'V60', 2021],
  ['NPR345', 'Volvo', 'XC40', 2020],
  ['RST67U', 'Volkswagen', 'Golf', 2016],
  ['UVW890', 'Volkswagen', 'Golf', 2021],
  ['XYZ12A', 'Volkswagen', 'Passat', 2018],
  ['BCD345', 'Volkswagen', 'ID.4', 2022],
  ['FGH67J', 'Tesla', 'Model 3', 2021],
  ['JKL890', 'Tesla', 'Model Y', 2023],
  ['MNP12R', 'Toyota', 'RAV4', 2020],
  ['PRS345', 'Toyota', 'Corolla', 2022],
  ['TUV67W', 'Skoda', 'Octavia', 2021],
  ['WXY890', 'Audi', 'A4', 2019],
  ['AZB12C', 'BMW', '3-serie', 2020],
  ['CDF345', 'Kia', 'Niro', 2019],
  ['EGH67K', 'Ford', 'Focus', 2019],
  ['HJM890', 'Peugeot', '208', 2021],
  ['LNP12S', 'Renault', 'Clio', 2020],
  ['SRT345', 'Polestar', '2', 2022],
  ['VWZ67A', 'Mercedes-Benz', 'C-klass', 2022],
  ['ZAB890', 'Hyundai', 'Kona', 2019],
  ['BDE12F', 'Nissan', 'Leaf', 2019],
  ['FHJ345', 'Opel', 'Astra', 2018],
  ['KMN67P', 'Fiat', '500', 2015],
  ['PRT890', 'Dacia', 'Sandero', 2021],
  ['SVX12Y', 'Saab', '9-3', 2008],
  ['EL12345', 'Tesla', 'Model 3', 2022],
  ['EK98765', 'Volkswagen', 'ID.4', 2023],
  ['DN55123', 'Toyota', 'RAV4', 2021],
  ['AB12345', 'Volvo', 'XC40', 2022],
  ['CX44556', 'Skoda', 'Octavia', 2022],
  ['CE12345', 'Peugeot', '208', 2020],
  ['DK67890', 'Volkswagen', 'Passat', 2017],
  ['AF23456', 'Ford', 'Focus', 2021],
  ['BZ45678', 'Kia', 'Niro', 2022],
  ['KSA123', 'Toyota', 'Corolla', 2020],
  ['MLK456', 'Volvo', 'V60', 2019],
  ['NOP789', 'Skoda', 'Octavia', 2023],
  ['ZZT321', 'Nissan', 'Leaf', 2018],
  ['12ABC3', 'Volkswagen', 'Golf', 2017],
  ['45XYZ6', 'Renault', 'Clio', 2022],
  ['78KLM9', 'Opel', 'Astra', 2020],
  ['GHZ84P', 'Tesla', 'Model Y', 2024],
  ['TZR11K', 'BMW', '3-serie', 2022],
  ['K123AB', 'Hyundai', 'Kona', 2021],
];
