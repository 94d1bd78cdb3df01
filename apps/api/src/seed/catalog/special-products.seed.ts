import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import type { AccessorySeed } from './accessories.seed.ts';
import {
  brandOf,
  campaignPercent,
  colorVariations,
  discountCategoryOf,
  fill,
  groupOf,
  type Localized,
  type PhoneModelPlan,
  type PlanContext,
  type ProductPlan,
  planRating,
  planStock,
  withVariations,
} from './plan-helpers.seed.ts';
import { createRandom } from './prng.ts';

export function accessoryProduct(
  context: PlanContext,
  seed: AccessorySeed,
  index: number,
  compatible: readonly number[],
): ProductPlan {
  const id = context.nextId++;
  const random = createRandom(id * 7919 + 17);
  const brand = brandOf(seed.brand);
  const kindCode = { cable: 'CBL', charger: 'CHG', 'car-holder': 'CAR', tool: 'TLS' }[seed.kind];
  const sku = `${brand.skuCode}-${kindCode}-${String(index + 1).padStart(3, '0')}`;
  const stock = planStock(random, context.now, false);
  const parent: Omit<ProductPlan, 'variations'> = {
    id,
    parentId: null,
    type: 1,
    sku,
    mainSku: sku,
    kind: seed.kind,
    line: seed.key,
    brandCode: seed.brand,
    groupId: groupOf[seed.kind] ?? 0,
    discountCategory: discountCategoryOf[seed.kind] ?? 2,
    vatClass: 'standard',
    color: seed.color,
    ...stock,
    isNew: random.chance(0.1),
    rating: planRating(random),
    popularity: Math.round(seed.weight * 60 * (0.5 + random.next())),
    attributes: {},
    categoryCodes: [seed.category],
    names: seed.name,
    prefix: brand.code === 'universal' ? null : brand.name,
    descriptions: accessoryDescription(seed),
    specs: seed.plugs
      ? [
          [
            { sv: 'Längd', no: 'Lengde', da: 'Længde', fi: 'Pituus', nl: 'Lengte' },
            `${seed.plugs[2] / 100} m`,
          ],
        ]
      : [],
    price: {
      priceSek: seed.priceSek,
      tiers: seed.kind === 'tool' || seed.kind === 'cable',
      campaignPercent: campaignPercent(random),
    },
    phoneModelIds: compatible,
    tags: [...(seed.tags ?? [])],
    ...(seed.plugs ? { plugs: seed.plugs } : {}),
    ...(seed.fitment ? { fitment: seed.fitment } : {}),
  };
  const variations = seed.colors
    ? colorVariations(context, random, parent, seed.colors, seed.colors.length)
    : [];
  return withVariations(parent, variations);
}

const accessoryTexts: Readonly<Record<AccessorySeed['kind'], Localized>> = {
  cable: {
    sv: '{name}. Tålig kabel för laddning och dataöverföring, testad för tusentals böjningar.',
    no: '{name}. Solid kabel for lading og dataoverføring, testet for tusenvis av bøyninger.',
    da: '{name}. Robust kabel til opladning og dataoverførsel, testet til tusindvis af bøjninger.',
    fi: '{name}. Kestävä kaapeli lataukseen ja tiedonsiirtoon, testattu tuhansilla taivutuksilla.',
    nl: '{name}. Stevige kabel voor opladen en gegevensoverdracht, getest op duizenden buigingen.',
  },
  charger: {
    sv: '{name}. Säker laddning med skydd mot överhettning och överspänning.',
    no: '{name}. Sikker lading med beskyttelse mot overoppheting og overspenning.',
    da: '{name}. Sikker opladning med beskyttelse mod overophedning og overspænding.',
    fi: '{name}. Turvallinen lataus ylikuumenemis- ja ylijännitesuojalla.',
    nl: '{name}. Veilig opladen met bescherming tegen oververhitting en overspanning.',
  },
  'car-holder': {
    sv: '{name}. Håller telefonen stadigt i bilen så att navigeringen alltid syns.',
    no: '{name}. Holder telefonen stødig i bilen, så navigasjonen alltid er synlig.',
    da: '{name}. Holder telefonen stabilt i bilen, så navigationen altid er synlig.',
    fi: '{name}. Pitää puhelimen tukevasti autossa, joten navigointi näkyy aina.',
    nl: '{name}. Houdt je telefoon stevig vast in de auto, zodat de navigatie altijd zichtbaar is.',
  },
  tool: {
    sv: '{name}. Verktyg av verkstadskvalitet för säkra reparationer hemma och i butik.',
    no: '{name}. Verktøy i verkstedkvalitet for trygge reparasjoner hjemme og i butikk.',
    da: '{name}. Værktøj i værkstedskvalitet til sikre reparationer hjemme og i butikken.',
    fi: '{name}. Korjaamolaatuinen työkalu turvallisiin korjauksiin kotona ja liikkeessä.',
    nl: '{name}. Gereedschap van werkplaatskwaliteit voor veilige reparaties thuis en in de winkel.',
  },
};

function accessoryDescription(seed: AccessorySeed): Localized {
  return fill(accessoryTexts[seed.kind], { name: seed.name });
}

export function giftCards(
  context: PlanContext,
  amounts: Readonly<Record<LocaleCode, readonly number[]>>,
): ProductPlan[] {
  return [0, 1, 2].map((tier) => {
    const id = context.nextId++;
    const perStore = Object.fromEntries(
      localeCodes.map((locale) => [locale, amounts[locale][tier] ?? 0]),
    ) as Record<LocaleCode, number>;
    const label = (locale: LocaleCode) =>
      locale === 'fi' || locale === 'nl' ? `${perStore[locale]} €` : `${perStore[locale]} kr`;
    const names: Localized = {
      sv: `Presentkort ${label('sv')}`,
      no: `Gavekort ${label('no')}`,
      da: `Gavekort ${label('da')}`,
      fi: `Lahjakortti ${label('fi')}`,
      nl: `Cadeaubon ${label('nl')}`,
    };
    const sku = `GIFT-${tier + 1}`;
    return {
      id,
      parentId: null,
      type: 4,
      sku,
      mainSku: sku,
      kind: 'gift-card',
      line: `gift-${tier + 1}`,
      brandCode: 'universal',
      groupId: groupOf['gift-card'] ?? 12,
      discountCategory: 4,
      // Gift cards are vouchers: VAT is paid when they are spent.
      vatClass: 'none',
      color: (['green', 'blue', 'purple'] as const)[tier] ?? 'green',
      stock: 100_000,
      stockStatus: 'in-stock',
      estimatedAt: null,
      isNew: false,
      rating: 0,
      popularity: 200 - tier * 40,
      attributes: {},
      categoryCodes: ['gift-cards'],
      names,
      prefix: null,
      descriptions: {
        sv: 'Ett digitalt presentkort som skickas med e-post och gäller i två år på hela sortimentet.',
        no: 'Et digitalt gavekort som sendes på e-post og gjelder i to år på hele sortimentet.',
        da: 'Et digitalt gavekort, der sendes på e-mail og gælder i to år på hele sortimentet.',
        fi: 'Sähköpostilla lähetettävä digitaalinen lahjakortti, joka on voimassa kaksi vuotta koko valikoimaan.',
        nl: 'Een digitale cadeaubon die per e-mail wordt verstuurd en twee jaar geldig is op het hele assortiment.',
      },
      specs: [],
      price: { priceSek: 0, tiers: false, campaignPercent: null },
      fixedAmounts: perStore,
      phoneModelIds: [],
      tags: [],
      variations: [],
    };
  });
}

/** Lightning cables fit the iPhones that have the port; USB-C cables fit every other phone. */
export function cableModels(seed: AccessorySeed, models: readonly PhoneModelPlan[]): number[] {
  const end = seed.plugs?.[1];
  const lightning = (model: PhoneModelPlan) =>
    model.brandCode === 'apple' && !/iPhone (1[5-9]|16e)/.test(model.name);
  if (end === 'lightning') return models.filter(lightning).map((model) => model.id);
  if (end === 'usb-c')
    return models.filter((model) => !lightning(model) && model.releaseYear >= 2019).map((model) => model.id);
  if (end === 'micro-usb')
    return models
      .filter((model) => model.releaseYear <= 2020 && model.brandCode !== 'apple')
      .map((model) => model.id)
      .slice(0, 12);
  return [];
}

export function repairKit(
  context: PlanContext,
  model: PhoneModelPlan,
  items: readonly (readonly [number, number])[],
): ProductPlan {
  const id = context.nextId++;
  const random = createRandom(id * 7919 + 17);
  const sku = `KIT-${String(model.id).padStart(3, '0')}`;
  const tier = Math.min(1.6, 0.55 + Math.max(0, model.releaseYear - 2016) * 0.1);
  return {
    id,
    parentId: null,
    type: 3,
    sku,
    mainSku: sku,
    kind: 'repair-kit',
    line: 'kit',
    brandCode: model.brandCode,
    groupId: groupOf['repair-kit'] ?? 13,
    discountCategory: 1,
    vatClass: 'standard',
    color: 'blue',
    ...planStock(random, context.now, false),
    isNew: false,
    rating: planRating(random),
    popularity: Math.round(model.weight * 40),
    attributes: {},
    categoryCodes: ['spare-parts/repair-kits'],
    names: fill(
      {
        sv: 'Reparationspaket skärm {model}',
        no: 'Reparasjonspakke skjerm {model}',
        da: 'Reparationssæt skærm {model}',
        fi: '{model} näytön korjauspaketti',
        nl: 'Reparatieset scherm {model}',
      },
      { model: model.name },
    ),
    prefix: brandOf(model.brandCode).name,
    descriptions: fill(
      {
        sv: 'Allt du behöver för att byta skärmen på {model}: OLED-skärm, skärmskydd och verktygssats i ett paket till ett lägre pris.',
        no: 'Alt du trenger for å bytte skjermen på {model}: OLED-skjerm, skjermbeskytter og verktøysett i én pakke til lavere pris.',
        da: 'Alt hvad du skal bruge for at skifte skærmen på {model}: OLED-skærm, skærmbeskytter og værktøjssæt i én pakke til en lavere pris.',
        fi: 'Kaikki mitä tarvitset mallin {model} näytön vaihtoon: OLED-näyttö, näytönsuoja ja työkalusarja yhdessä paketissa edullisemmin.',
        nl: 'Alles wat je nodig hebt om het scherm van de {model} te vervangen: OLED-scherm, screenprotector en gereedschapsset in één voordelig pakket.',
      },
      { model: model.name },
    ),
    specs: [],
    price: { priceSek: 1290 * tier * 1.1, tiers: false, campaignPercent: null },
    phoneModelIds: [model.id],
    tags: [],
    setItems: items,
    variations: [],
  };
}
