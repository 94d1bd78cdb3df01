import type { LocaleCode } from '@shop/domain/locales';
import type { ColorCode } from '../../catalog/colors.ts';

type Localized = Readonly<Record<LocaleCode, string>>;

/** A product line within a kind: "OLED" and "LCD" are two lines of displays. */
export interface LineSeed {
  readonly code: string;
  readonly label: Localized;
  readonly priceFactor: number;
  /** Share of shoppers that pick this line; drives popularity. */
  readonly weight: number;
  /** Variations in these colours make the product a Variant (type 2). */
  readonly colors?: readonly ColorCode[];
  readonly tags?: readonly string[];
}

/** A part or accessory made for one phone model. */
export interface ModelKindSeed {
  readonly kind: string;
  readonly skuCode: string;
  /** Category code of the kind; brand sub-categories hang below it. */
  readonly category: string;
  readonly groupId: number;
  readonly discountCategory: number;
  /** Price in SEK including VAT for an average model, before the line factor. */
  readonly basePriceSek: number;
  readonly weight: number;
  /** Name pattern with {model} and {line}. */
  readonly name: Localized;
  readonly description: Localized;
  readonly lines: readonly LineSeed[];
  readonly specs: readonly (readonly [Localized, string])[];
}

const label = (sv: string, no: string, da: string, fi: string, nl: string): Localized => ({
  sv,
  no,
  da,
  fi,
  nl,
});
const same = (text: string): Localized => label(text, text, text, text, text);

const warranty = label('Garanti', 'Garanti', 'Garanti', 'Takuu', 'Garantie');
const quality = label('Kvalitet', 'Kvalitet', 'Kvalitet', 'Laatu', 'Kwaliteit');

/**
 * Discount categories (the customer discount map is keyed by them): 1 spare parts,
 * 2 accessories, 3 tools, 4 gift cards. Groups (coupon scopes): one per kind.
 */
export const modelKinds: readonly ModelKindSeed[] = [
  {
    kind: 'display',
    skuCode: 'DSP',
    category: 'spare-parts/displays',
    groupId: 1,
    discountCategory: 1,
    basePriceSek: 1290,
    weight: 10,
    name: label(
      'Skärm {model} – {line}',
      'Skjerm {model} – {line}',
      'Skærm {model} – {line}',
      '{model} näyttö – {line}',
      'Scherm {model} – {line}',
    ),
    description: label(
      'Komplett skärmenhet med glas och pekskärm till {model}. Förmonterad och testad före leverans, så att bytet går snabbt och bilden blir skarp.',
      'Komplett skjermenhet med glass og berøringsskjerm til {model}. Forhåndsmontert og testet før levering, så byttet går raskt.',
      'Komplet skærmenhed med glas og touchskærm til {model}. Formonteret og testet før levering, så skiftet går hurtigt.',
      'Täydellinen näyttöyksikkö lasilla ja kosketuspaneelilla malliin {model}. Valmiiksi koottu ja testattu ennen toimitusta.',
      'Complete schermunit met glas en touchscreen voor de {model}. Voorgemonteerd en getest vóór verzending, zodat de reparatie snel gaat.',
    ),
    lines: [
      { code: 'oled', label: same('OLED'), priceFactor: 1, weight: 5, tags: ['original-quality'] },
      { code: 'incell', label: same('LCD Incell'), priceFactor: 0.55, weight: 3 },
      {
        code: 'service',
        label: label('Originaldel', 'Originaldel', 'Originaldel', 'Alkuperäinen osa', 'Origineel onderdeel'),
        priceFactor: 1.45,
        weight: 2,
        tags: ['original-quality'],
      },
    ],
    specs: [
      [quality, 'OLED / LCD'],
      [warranty, '12 mån'],
    ],
  },
  {
    kind: 'battery',
    skuCode: 'BAT',
    category: 'spare-parts/batteries',
    groupId: 2,
    discountCategory: 1,
    basePriceSek: 399,
    weight: 9,
    name: label(
      'Batteri {model} – {line}',
      'Batteri {model} – {line}',
      'Batteri {model} – {line}',
      '{model} akku – {line}',
      'Batterij {model} – {line}',
    ),
    description: label(
      'Nytt batteri till {model} med full kapacitet. Levereras med batteritejp så att telefonen håller en hel dag igen.',
      'Nytt batteri til {model} med full kapasitet. Leveres med batteritape, så telefonen holder en hel dag igjen.',
      'Nyt batteri til {model} med fuld kapacitet. Leveres med batteritape, så telefonen holder en hel dag igen.',
      'Uusi täyden kapasiteetin akku malliin {model}. Toimitetaan akkuteipin kanssa, jotta puhelin kestää taas koko päivän.',
      'Nieuwe batterij voor de {model} met volledige capaciteit. Geleverd met batterijtape, zodat je telefoon weer een hele dag meegaat.',
    ),
    lines: [
      {
        code: 'standard',
        label: label('Standard', 'Standard', 'Standard', 'Vakio', 'Standaard'),
        priceFactor: 1,
        weight: 6,
      },
      {
        code: 'high-capacity',
        label: label(
          'Hög kapacitet',
          'Høy kapasitet',
          'Høj kapacitet',
          'Suuri kapasiteetti',
          'Hoge capaciteit',
        ),
        priceFactor: 1.3,
        weight: 3,
      },
    ],
    specs: [
      [label('Typ', 'Type', 'Type', 'Tyyppi', 'Type'), 'Li-ion'],
      [warranty, '12 mån'],
    ],
  },
  {
    kind: 'back-cover',
    skuCode: 'BCK',
    category: 'spare-parts/back-covers',
    groupId: 3,
    discountCategory: 1,
    basePriceSek: 349,
    weight: 6,
    name: label(
      'Baksida {model} – {line}',
      'Bakdeksel {model} – {line}',
      'Bagcover {model} – {line}',
      '{model} takakansi – {line}',
      'Achterkant {model} – {line}',
    ),
    description: label(
      'Baksida i glas till {model} med förmonterad tejp. Ger telefonen ett nytt utseende efter ett spräckt bakglas.',
      'Bakdeksel i glass til {model} med ferdig påført tape. Gir telefonen et nytt utseende etter et knust bakglass.',
      'Bagcover i glas til {model} med påsat tape. Giver telefonen et nyt udseende efter et knust bagglas.',
      'Lasinen takakansi malliin {model} valmiilla teipillä. Puhelin näyttää taas uudelta rikkoutuneen takalasin jälkeen.',
      'Glazen achterkant voor de {model} met voorgemonteerde tape. Geeft je telefoon weer een nieuwe uitstraling.',
    ),
    lines: [
      {
        code: 'glass',
        label: label('Glas', 'Glass', 'Glas', 'Lasi', 'Glas'),
        priceFactor: 1,
        weight: 5,
        colors: ['black', 'white', 'blue', 'purple', 'gold'],
      },
    ],
    specs: [[label('Material', 'Materiale', 'Materiale', 'Materiaali', 'Materiaal'), 'Glas']],
  },
  {
    kind: 'camera',
    skuCode: 'CAM',
    category: 'spare-parts/cameras',
    groupId: 4,
    discountCategory: 1,
    basePriceSek: 549,
    weight: 4,
    name: label(
      'Kamera {model} – {line}',
      'Kamera {model} – {line}',
      'Kamera {model} – {line}',
      '{model} kamera – {line}',
      'Camera {model} – {line}',
    ),
    description: label(
      'Kameramodul till {model}. Ger skarpa bilder och fungerande fokus igen efter en skada.',
      'Kameramodul til {model}. Gir skarpe bilder og fungerende fokus igjen etter en skade.',
      'Kameramodul til {model}. Giver skarpe billeder og fungerende fokus igen efter en skade.',
      'Kameramoduuli malliin {model}. Terävät kuvat ja toimiva tarkennus taas vaurion jälkeen.',
      'Cameramodule voor de {model}. Weer scherpe foto’s en werkende scherpstelling na schade.',
    ),
    lines: [
      {
        code: 'rear',
        label: label('Bakre', 'Bakre', 'Bagside', 'Takakamera', 'Achter'),
        priceFactor: 1,
        weight: 4,
      },
      {
        code: 'front',
        label: label('Främre', 'Fremre', 'Front', 'Etukamera', 'Voor'),
        priceFactor: 0.55,
        weight: 2,
      },
      {
        code: 'lens',
        label: label('Kameraglas', 'Kameraglass', 'Kameraglas', 'Kameran linssi', 'Cameraglas'),
        priceFactor: 0.25,
        weight: 3,
      },
    ],
    specs: [[warranty, '6 mån']],
  },
  {
    kind: 'charging-port',
    skuCode: 'CHP',
    category: 'spare-parts/charging-ports',
    groupId: 5,
    discountCategory: 1,
    basePriceSek: 299,
    weight: 5,
    name: label(
      'Laddport {model} – {line}',
      'Ladeport {model} – {line}',
      'Ladeport {model} – {line}',
      '{model} latausportti – {line}',
      'Oplaadpoort {model} – {line}',
    ),
    description: label(
      'Laddkontakt med flexkabel och mikrofon till {model}. Rätt del när laddningen glappar eller inte fungerar.',
      'Ladekontakt med flexkabel og mikrofon til {model}. Riktig del når ladingen slutter å virke.',
      'Ladestik med flexkabel og mikrofon til {model}. Den rette del når opladningen ikke virker.',
      'Latausliitin flex-kaapelilla ja mikrofonilla malliin {model}. Oikea osa, kun lataus ei enää toimi.',
      'Laadconnector met flexkabel en microfoon voor de {model}. Het juiste onderdeel als opladen niet meer werkt.',
    ),
    lines: [{ code: 'flex', label: same('Flex'), priceFactor: 1, weight: 4 }],
    specs: [[warranty, '12 mån']],
  },
  {
    kind: 'case',
    skuCode: 'CAS',
    category: 'cases',
    groupId: 6,
    discountCategory: 2,
    basePriceSek: 249,
    weight: 8,
    name: label(
      'Skal {model} – {line}',
      'Deksel {model} – {line}',
      'Cover {model} – {line}',
      '{model} suojakuori – {line}',
      'Hoesje {model} – {line}',
    ),
    description: label(
      'Skyddande skal till {model} med exakta urtag för knappar, kamera och laddning.',
      'Beskyttende deksel til {model} med nøyaktige utsparinger for knapper, kamera og lading.',
      'Beskyttende cover til {model} med præcise udskæringer til knapper, kamera og opladning.',
      'Suojaava kuori malliin {model}, tarkat aukot painikkeille, kameralle ja lataukselle.',
      'Beschermend hoesje voor de {model} met precieze uitsparingen voor knoppen, camera en opladen.',
    ),
    lines: [
      {
        code: 'silicone',
        label: label('Silikon', 'Silikon', 'Silikone', 'Silikoni', 'Siliconen'),
        priceFactor: 1,
        weight: 5,
        colors: ['black', 'blue', 'red', 'green', 'pink', 'yellow'],
      },
      {
        code: 'wallet',
        label: label('Plånboksfodral', 'Lommebokdeksel', 'Pungetui', 'Lompakkokotelo', 'Portemonneehoesje'),
        priceFactor: 1.4,
        weight: 3,
        colors: ['black', 'red', 'graphite'],
      },
      {
        code: 'clear',
        label: label('Transparent', 'Gjennomsiktig', 'Gennemsigtigt', 'Läpinäkyvä', 'Transparant'),
        priceFactor: 0.8,
        weight: 4,
        tags: ['eco-friendly'],
      },
    ],
    specs: [[label('Material', 'Materiale', 'Materiale', 'Materiaali', 'Materiaal'), 'TPU / PU']],
  },
  {
    kind: 'screen-protector',
    skuCode: 'SCP',
    category: 'screen-protectors',
    groupId: 7,
    discountCategory: 2,
    basePriceSek: 179,
    weight: 8,
    name: label(
      'Skärmskydd {model} – {line}',
      'Skjermbeskytter {model} – {line}',
      'Skærmbeskytter {model} – {line}',
      '{model} näytönsuoja – {line}',
      'Screenprotector {model} – {line}',
    ),
    description: label(
      'Härdat glas som skyddar skärmen på {model} mot repor och sprickor. Enkel montering utan bubblor.',
      'Herdet glass som beskytter skjermen på {model} mot riper og sprekker. Enkel montering uten bobler.',
      'Hærdet glas der beskytter skærmen på {model} mod ridser og revner. Nem montering uden bobler.',
      'Karkaistu lasi suojaa mallin {model} näyttöä naarmuilta ja halkeamilta. Helppo kiinnittää ilman kuplia.',
      'Gehard glas dat het scherm van de {model} beschermt tegen krassen en barsten. Eenvoudig aan te brengen.',
    ),
    lines: [
      {
        code: 'tempered',
        label: label('Härdat glas', 'Herdet glass', 'Hærdet glas', 'Karkaistu lasi', 'Gehard glas'),
        priceFactor: 1,
        weight: 5,
      },
      {
        code: 'privacy',
        label: label(
          'Integritetsfilter',
          'Personvernfilter',
          'Privatlivsfilter',
          'Yksityisyyssuoja',
          'Privacyfilter',
        ),
        priceFactor: 1.5,
        weight: 2,
      },
    ],
    specs: [[label('Hårdhet', 'Hardhet', 'Hårdhed', 'Kovuus', 'Hardheid'), '9H']],
  },
];

/** Kinds that every product page of a part suggests as accessories. */
export const partKinds: ReadonlySet<string> = new Set([
  'display',
  'battery',
  'back-cover',
  'camera',
  'charging-port',
]);
