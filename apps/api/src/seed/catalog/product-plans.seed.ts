import { accessorySeeds } from './accessories.seed.ts';
import { brandSeeds } from './brands.seed.ts';
import { type LineSeed, type ModelKindSeed, modelKinds } from './kinds.seed.ts';
import {
  brandOf,
  campaignPercent,
  colorVariations,
  fill,
  type PhoneModelPlan,
  type PlanContext,
  type ProductPlan,
  planRating,
  planStock,
  withVariations,
} from './plan-helpers.seed.ts';
import { giftCardAmounts } from './pricing.seed.ts';
import { createRandom } from './prng.ts';
import { slugify } from './slugify.ts';
import { accessoryProduct, cableModels, giftCards, repairKit } from './special-products.seed.ts';

const brandWeight: Readonly<Record<string, number>> = {
  apple: 10,
  samsung: 8,
  'google-pixel': 4,
  xiaomi: 4,
  oneplus: 3,
  huawei: 2,
  motorola: 2,
  sony: 2,
  others: 1.5,
};

export function planPhoneModels(): PhoneModelPlan[] {
  const models: PhoneModelPlan[] = [];
  for (const brand of brandSeeds) {
    brand.models.forEach(([name, year], index) => {
      models.push({
        id: models.length + 1,
        brandCode: brand.code,
        name,
        slug: slugify(name),
        releaseYear: year,
        sortOrder: index,
        weight: (brandWeight[brand.code] ?? 1) * (1 + Math.max(0, year - 2016) / 3),
      });
    });
  }
  return models;
}

const seriesNames = ['Slim', 'Pro', 'Eco', 'Sport', 'Plus', 'Max', 'Lite', 'Active', 'Classic', 'Ultra'];

function modelProduct(
  context: PlanContext,
  model: PhoneModelPlan,
  kind: ModelKindSeed,
  line: LineSeed,
  lineIndex: number,
  series: number,
): ProductPlan {
  const id = context.nextId++;
  const random = createRandom(id * 7919 + 17);
  const brand = brandOf(model.brandCode);
  const seriesName =
    series === 0
      ? ''
      : ` ${seriesNames[(series - 1) % seriesNames.length]} ${Math.ceil(series / seriesNames.length) + 1}`;
  const lineLabel = fill({ sv: '{l}', no: '{l}', da: '{l}', fi: '{l}', nl: '{l}' }, { l: line.label });
  const names = fill(kind.name, {
    model: model.name,
    line: fill(
      {
        sv: `{x}${seriesName}`,
        no: `{x}${seriesName}`,
        da: `{x}${seriesName}`,
        fi: `{x}${seriesName}`,
        nl: `{x}${seriesName}`,
      },
      { x: lineLabel },
    ),
  });
  const thisYear = context.now.getUTCFullYear();
  const tier =
    Math.min(1.6, 0.55 + Math.max(0, model.releaseYear - 2016) * 0.1) *
    (/Pro|Ultra|Max|Fold|Flip|XL/.test(model.name) ? 1.25 : 1);
  const priceSek = Math.max(
    49,
    kind.basePriceSek * line.priceFactor * tier * (series === 0 ? 1 : 0.8 + random.next() * 0.4),
  );
  const presale = model.releaseYear >= thisYear && kind.kind !== 'case' && kind.kind !== 'screen-protector';
  const stock = planStock(random, context.now, presale);
  const magsafe =
    kind.kind === 'case' &&
    model.brandCode === 'apple' &&
    /iPhone 1[2-9]/.test(model.name) &&
    line.code !== 'wallet';
  const color =
    line.colors?.[0] ?? (kind.kind === 'screen-protector' || line.code === 'clear' ? 'transparent' : 'black');
  const parent: Omit<ProductPlan, 'variations'> = {
    id,
    parentId: null,
    type: 1,
    sku: `${brand.skuCode}${String(model.id).padStart(3, '0')}-${kind.skuCode}${lineIndex + 1}${series ? `-S${series}` : ''}`,
    mainSku: '',
    kind: kind.kind,
    line: line.code,
    brandCode: model.brandCode,
    groupId: kind.groupId,
    discountCategory: kind.discountCategory,
    vatClass: 'standard',
    color,
    ...stock,
    isNew: model.releaseYear >= thisYear - 1 && random.chance(0.6),
    rating: planRating(random),
    popularity: Math.round(
      model.weight * kind.weight * line.weight * (0.5 + random.next()) * (series ? 0.2 : 1) * 10,
    ),
    attributes: {},
    categoryCodes:
      kind.category.includes('/') || ['cases', 'screen-protectors'].includes(kind.category)
        ? [`${kind.category}/${model.brandCode}`]
        : [kind.category],
    names,
    prefix: brand.name,
    descriptions: fill(kind.description, { model: model.name }),
    specs: [
      ...kind.specs,
      [{ sv: 'Passar', no: 'Passer', da: 'Passer', fi: 'Sopii', nl: 'Past op' }, model.name],
    ],
    price: {
      priceSek,
      tiers: kind.discountCategory === 1 && random.chance(0.6),
      campaignPercent: campaignPercent(random),
    },
    phoneModelIds: [model.id],
    tags: [...(line.tags ?? []), ...(magsafe ? ['magsafe'] : [])],
  };
  const withSku = { ...parent, mainSku: parent.sku };
  const variations = line.colors
    ? colorVariations(context, random, withSku, line.colors, random.int(3, line.colors.length))
    : [];
  return withVariations(withSku, variations);
}

export interface CatalogPlan {
  readonly models: readonly PhoneModelPlan[];
  /** Products in insertion order, a chunk at a time. */
  readonly chunks: Iterable<ProductPlan[]>;
}

/**
 * The deterministic catalog of `count` top-level products: gift cards, tools, chargers, cables and
 * car holders first, then parts and accessories for each phone model (the most wanted models
 * first, one line at a time so that a small catalog still has every kind), then repair kits. Past
 * the real combinations, further product series make up the count (the 100,000-product bench).
 */
export function planCatalog(count: number, now: Date, chunkSize = 1000): CatalogPlan {
  const models = planPhoneModels();
  return { models, chunks: chunked(generateProducts(count, now, models), chunkSize) };
}

function* chunked<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

function* generateProducts(
  count: number,
  now: Date,
  models: readonly PhoneModelPlan[],
): Generator<ProductPlan> {
  const context: PlanContext = { now, nextId: 1 };
  const setCount = Math.min(20, Math.floor(count / 100));
  let produced = 0;
  const room = () => count - setCount - produced;

  let toolKitId: number | undefined;
  const specials = [
    ...giftCards(context, giftCardAmounts),
    ...accessorySeeds().map((seed, index) => {
      const plan = accessoryProduct(
        context,
        seed,
        index,
        seed.kind === 'cable' ? cableModels(seed, models) : [],
      );
      if (seed.key === 'tool-kit-24') toolKitId = plan.id;
      return plan;
    }),
  ];
  for (const plan of specials) {
    if (room() <= 0) break;
    produced++;
    yield plan;
  }
  // Ids of cut specials are not reused: the model products continue after them.
  const byWeight = [...models].sort((a, b) => b.weight - a.weight || a.id - b.id);
  const firstParts = new Map<number, { display?: number; protector?: number }>();
  const stream = modelProductStream(context, byWeight, firstParts);
  while (room() > 0) {
    const next = stream.next();
    if (next.done) break;
    produced++;
    yield next.value;
  }

  // Repair kits (SET): display, screen protector and the tool kit for the most wanted models.
  let sets = 0;
  for (const model of byWeight) {
    if (sets >= setCount || toolKitId === undefined || produced >= count) break;
    const parts = firstParts.get(model.id);
    if (!parts?.display || !parts.protector) continue;
    sets++;
    produced++;
    yield repairKit(context, model, [
      [parts.display, 1],
      [parts.protector, 1],
      [toolKitId, 1],
    ]);
  }
  // Too few models for the kits in a small catalog: more parts make up the count.
  while (produced < count) {
    const next = stream.next();
    if (next.done) break;
    produced++;
    yield next.value;
  }
}

/** Parts and accessories per model, the most wanted models first, one line and series at a time. */
function* modelProductStream(
  context: PlanContext,
  byWeight: readonly PhoneModelPlan[],
  firstParts: Map<number, { display?: number; protector?: number }>,
): Generator<ProductPlan, void> {
  const maxLines = Math.max(...modelKinds.map((kind) => kind.lines.length));
  for (let series = 0; ; series++) {
    for (let lineIndex = 0; lineIndex < maxLines; lineIndex++) {
      for (const model of byWeight) {
        for (const kind of modelKinds) {
          const line = kind.lines[lineIndex];
          if (!line) continue;
          const plan = modelProduct(context, model, kind, line, lineIndex, series);
          if (series === 0 && lineIndex === 0) {
            const entry = firstParts.get(model.id) ?? {};
            if (kind.kind === 'display') entry.display = plan.id;
            if (kind.kind === 'screen-protector') entry.protector = plan.id;
            firstParts.set(model.id, entry);
          }
          yield plan;
        }
      }
    }
  }
}
