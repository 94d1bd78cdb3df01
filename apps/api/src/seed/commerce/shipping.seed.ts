import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { postalNumber } from '@shop/domain/postal-areas';
import type { Insertable, Kysely } from 'kysely';
import type { ServicePointsTable, ShippingOptionsTable } from '../../db/orders.schema.ts';
import type { Database } from '../../db/schema.ts';
import { insertServicePoints, insertShippingOptions } from '../../repositories/shipping.repository.ts';

/** [code, carrier, name, description, price (minor), free above (minor) | null, service point, days]. */
type OptionSeed = readonly [
  string,
  string,
  string,
  string,
  number,
  number | null,
  boolean,
  readonly [number, number],
];

/**
 * The carriers of each store's shipping logos (spec 9), with prices in the store's currency incl.
 * VAT. Methods to a service point or parcel locker ship free above a threshold; home delivery
 * costs what it costs.
 */
const optionSeeds: Readonly<Record<LocaleCode, readonly OptionSeed[]>> = {
  sv: [
    [
      'postnord-service-point',
      'postnord',
      'PostNord – hämta hos ombud',
      'Vi meddelar dig när paketet har kommit.',
      4900,
      49900,
      true,
      [1, 3],
    ],
    [
      'instabox-locker',
      'instabox',
      'Instabox – paketskåp',
      'Hämta dygnet runt i ett skåp nära dig.',
      3900,
      49900,
      true,
      [1, 2],
    ],
    [
      'budbee-box',
      'budbee',
      'Budbee Box',
      'Hämta i en Budbee Box när det passar dig.',
      3900,
      49900,
      true,
      [1, 2],
    ],
    [
      'budbee-home',
      'budbee',
      'Budbee – hemleverans kväll',
      'Levereras till din dörr kvällstid.',
      6900,
      null,
      false,
      [1, 2],
    ],
    [
      'postnord-home',
      'postnord',
      'PostNord – hemleverans',
      'Levereras till din dörr dagtid.',
      8900,
      null,
      false,
      [1, 3],
    ],
    [
      'citymail-mailbox',
      'citymail',
      'Citymail – i brevlådan',
      'Små försändelser direkt i brevlådan.',
      2900,
      29900,
      false,
      [2, 4],
    ],
    [
      'schenker-service-point',
      'schenker',
      'DB Schenker – hämta hos ombud',
      'För större paket.',
      5900,
      49900,
      true,
      [2, 4],
    ],
  ],
  no: [
    [
      'bring-pickup',
      'bring',
      'Bring – hent på postkontor',
      'Vi varsler deg når pakken er kommet.',
      6900,
      59900,
      true,
      [1, 3],
    ],
    [
      'postnord-service-point',
      'postnord',
      'PostNord – hent hos utleveringssted',
      'Hentes hos et utleveringssted nær deg.',
      5900,
      59900,
      true,
      [2, 4],
    ],
    [
      'instabox-locker',
      'instabox',
      'Instabox – pakkeskap',
      'Hent døgnet rundt i et skap nær deg.',
      4900,
      59900,
      true,
      [1, 2],
    ],
    [
      'bring-home',
      'bring',
      'Bring – hjemlevering',
      'Leveres på døren på kvelden.',
      12900,
      null,
      false,
      [1, 3],
    ],
    [
      'schenker-service-point',
      'schenker',
      'DB Schenker – hent hos utleveringssted',
      'For større pakker.',
      6900,
      59900,
      true,
      [2, 4],
    ],
  ],
  da: [
    [
      'postnord-service-point',
      'postnord',
      'PostNord – afhent i pakkeshop',
      'Vi giver besked, når pakken er klar.',
      3900,
      39900,
      true,
      [1, 3],
    ],
    [
      'bring-pickup',
      'bring',
      'Bring – afhent i pakkeshop',
      'Afhent i en pakkeshop nær dig.',
      3900,
      39900,
      true,
      [1, 3],
    ],
    [
      'budbee-box',
      'budbee',
      'Budbee Box',
      'Afhent i en Budbee Box, når det passer dig.',
      2900,
      39900,
      true,
      [1, 2],
    ],
    [
      'instabox-locker',
      'instabox',
      'Instabox – pakkeboks',
      'Afhent døgnet rundt.',
      2900,
      39900,
      true,
      [1, 2],
    ],
    [
      'budbee-home',
      'budbee',
      'Budbee – levering om aftenen',
      'Leveres til døren om aftenen.',
      4900,
      null,
      false,
      [1, 2],
    ],
    [
      'postnord-home',
      'postnord',
      'PostNord – levering til døren',
      'Leveres til døren i dagtimerne.',
      5900,
      null,
      false,
      [1, 3],
    ],
    [
      'schenker-service-point',
      'schenker',
      'DB Schenker – afhent i pakkeshop',
      'Til større pakker.',
      4500,
      39900,
      true,
      [2, 4],
    ],
  ],
  fi: [
    [
      'posti-parcel-locker',
      'posti',
      'Posti – pakettiautomaatti',
      'Nouda pakettiautomaatista ympäri vuorokauden.',
      590,
      4900,
      true,
      [1, 3],
    ],
    [
      'budbee-box',
      'budbee',
      'Budbee Box',
      'Nouda Budbee Boxista silloin kun sinulle sopii.',
      490,
      4900,
      true,
      [1, 2],
    ],
    [
      'budbee-home',
      'budbee',
      'Budbee – kotiinkuljetus illalla',
      'Toimitetaan ovellesi illalla.',
      690,
      null,
      false,
      [1, 2],
    ],
    [
      'posti-home',
      'posti',
      'Posti – kotiinkuljetus',
      'Toimitetaan ovellesi päivällä.',
      990,
      null,
      false,
      [1, 3],
    ],
    [
      'schenker-service-point',
      'schenker',
      'DB Schenker – noutopiste',
      'Isommille paketeille.',
      590,
      4900,
      true,
      [2, 4],
    ],
  ],
  nl: [
    [
      'budbee-box',
      'budbee',
      'Budbee Box',
      'Ophalen uit een Budbee Box wanneer het jou uitkomt.',
      395,
      4900,
      true,
      [1, 2],
    ],
    [
      'budbee-home',
      'budbee',
      'Budbee – thuisbezorging',
      "'s Avonds aan de deur bezorgd.",
      495,
      4900,
      false,
      [1, 2],
    ],
    [
      'schenker-service-point',
      'schenker',
      'DB Schenker – afhaalpunt',
      'Voor grotere pakketten.',
      495,
      4900,
      true,
      [2, 4],
    ],
  ],
};

export function shippingOptionRows(): Insertable<ShippingOptionsTable>[] {
  return localeCodes.flatMap((locale) =>
    optionSeeds[locale].map(
      ([code, carrier, name, description, price, freeAbove, servicePoint, [min, max]], index) => ({
        store_id: storeIds[locale],
        code,
        carrier,
        name,
        description,
        price,
        free_above: freeAbove,
        service_point: servicePoint ? 1 : 0,
        delivery_days_min: min,
        delivery_days_max: max,
        sort_order: index,
        active: 1,
      }),
    ),
  );
}

/** [city, postal code, street] of each store's country. */
const places: Readonly<Record<LocaleCode, readonly (readonly [string, string, string])[]>> = {
  sv: [
    ['Stockholm', '111 22', 'Vasagatan'],
    ['Göteborg', '411 05', 'Kungsportsavenyen'],
    ['Malmö', '211 20', 'Södra Förstadsgatan'],
    ['Uppsala', '753 20', 'Kungsgatan'],
    ['Linköping', '582 24', 'Storgatan'],
    ['Örebro', '702 10', 'Drottninggatan'],
    ['Umeå', '903 26', 'Rådhusesplanaden'],
    ['Luleå', '972 31', 'Storgatan'],
  ],
  no: [
    ['Oslo', '0150', 'Karl Johans gate'],
    ['Bergen', '5003', 'Strandkaien'],
    ['Trondheim', '7011', 'Munkegata'],
    ['Stavanger', '4006', 'Klubbgata'],
    ['Kristiansand', '4611', 'Markens gate'],
    ['Tromsø', '9008', 'Storgata'],
  ],
  da: [
    ['København', '1050', 'Kongens Nytorv'],
    ['Aarhus', '8000', 'Søndergade'],
    ['Odense', '5000', 'Vestergade'],
    ['Aalborg', '9000', 'Boulevarden'],
    ['Esbjerg', '6700', 'Kongensgade'],
  ],
  fi: [
    ['Helsinki', '00100', 'Mannerheimintie'],
    ['Espoo', '02100', 'Tapiontori'],
    ['Tampere', '33100', 'Hämeenkatu'],
    ['Turku', '20100', 'Yliopistonkatu'],
    ['Oulu', '90100', 'Kirkkokatu'],
  ],
  nl: [
    ['Amsterdam', '1012 AB', 'Damrak'],
    ['Utrecht', '3511 AA', 'Oudegracht'],
    ['Den Haag', '2511 AA', 'Spui'],
    ['Rotterdam', '3011 AA', 'Coolsingel'],
    ['Eindhoven', '5611 AA', 'Markt'],
  ],
};

const carrierNames: Readonly<Record<string, string>> = {
  postnord: 'PostNord',
  instabox: 'Instabox',
  budbee: 'Budbee Box',
  bring: 'Bring',
  posti: 'Posti',
  schenker: 'DB Schenker',
};

const lockers = new Set(['instabox', 'budbee', 'posti']);

const hours: Readonly<Record<LocaleCode, { readonly locker: string; readonly shop: string }>> = {
  sv: { locker: 'Dygnet runt', shop: 'Mån–fre 8–21, lör–sön 10–18' },
  no: { locker: 'Døgnåpent', shop: 'Man–fre 8–21, lør 9–18' },
  da: { locker: 'Døgnåbent', shop: 'Man–fre 8–20, lør–søn 9–17' },
  fi: { locker: 'Avoinna ympäri vuorokauden', shop: 'Ma–pe 8–21, la–su 10–18' },
  nl: { locker: '24 uur per dag', shop: 'Ma–za 9–18' },
};

/** Two points per city for each service-point carrier of a store: a shop counter or a locker. */
export function servicePointRows(): Insertable<ServicePointsTable>[] {
  const rows: Insertable<ServicePointsTable>[] = [];
  for (const locale of localeCodes) {
    const carriers = [
      ...new Set(optionSeeds[locale].filter((option) => option[6]).map((option) => option[1])),
    ];
    for (const carrier of carriers) {
      places[locale].forEach(([city, postalCode, street], index) => {
        for (const number of [1, 2]) {
          const locker = lockers.has(carrier);
          rows.push({
            id: `${carrier}-${locale}-${index + 1}-${number}`,
            store_id: storeIds[locale],
            carrier,
            name: `${carrierNames[carrier] ?? carrier} ${city} ${number === 1 ? 'C' : street}`,
            street: `${street} ${number * 7 + index}`,
            postal_code: postalCode,
            city,
            postal_number: postalNumber(postalCode) + number - 1,
            opening_hours: locker ? hours[locale].locker : hours[locale].shop,
          });
        }
      });
    }
  }
  return rows;
}

export async function seedShipping(db: Kysely<Database>): Promise<void> {
  await insertShippingOptions(db, shippingOptionRows());
  await insertServicePoints(db, servicePointRows());
}
