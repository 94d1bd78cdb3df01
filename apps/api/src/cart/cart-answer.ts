import type { CartItemResponse } from '@shop/contracts/cart';

/**
 * The sync-cart answer (spec 3 Cart items) as the bytes to send. It is the shop's most frequent
 * large answer, about 650 bytes a line, and most of each line is its product's catalog fields:
 * the same in every cart that holds the product. Those are encoded once per product and kept;
 * only the line's own fields (uuid, quantity, the tier's price, stock, notice, origin) are
 * encoded per answer. Serializing and UTF-8 encoding a whole 20-line answer per sync cost its
 * server process more than pricing the cart (bench/RESULTS.md).
 *
 * A kept encoding is used only while the line's catalog fields still equal the ones it was made
 * from (compared field by field, far cheaper than encoding them), so an answer always says what
 * the items say, whatever changed in the catalog and wherever the items came from.
 */
export interface CartAnswerEncoder {
  /**
   * @param store the store the cart is priced for (a product's name, VAT and prices differ
   *   between stores: each store's encodings are kept apart).
   */
  encode(items: readonly CartItemResponse[], store: string): Buffer;
  /** Products whose catalog fields are kept encoded. */
  readonly size: number;
}

type CatalogFields = Pick<
  CartItemResponse,
  | 'type'
  | 'product_id'
  | 'sku'
  | 'name'
  | 'slug'
  | 'thumb'
  | 'pricing'
  | 'vat'
  | 'categories'
  | 'group_id'
  | 'discount_category'
  | 'campaign'
>;

interface KeptEncoding {
  readonly fields: CatalogFields;
  /** `,"type":...,"campaign":false}`: the rest of a line after its own fields. */
  readonly bytes: Buffer;
}

function catalogFields(item: CartItemResponse): CatalogFields {
  return {
    type: item.type,
    product_id: item.product_id,
    sku: item.sku,
    name: item.name,
    slug: item.slug,
    thumb: item.thumb,
    pricing: item.pricing,
    vat: item.vat,
    categories: item.categories,
    group_id: item.group_id,
    discount_category: item.discount_category,
    campaign: item.campaign,
  };
}

function sameThumb(a: CatalogFields['thumb'], b: CatalogFields['thumb']): boolean {
  if (a === null || b === null) return a === b;
  return a.url === b.url && a.width === b.width && a.height === b.height;
}

function sameFields(kept: CatalogFields, item: CartItemResponse): boolean {
  return (
    kept.type === item.type &&
    kept.product_id === item.product_id &&
    kept.sku === item.sku &&
    kept.name === item.name &&
    kept.slug === item.slug &&
    kept.vat === item.vat &&
    kept.group_id === item.group_id &&
    kept.discount_category === item.discount_category &&
    kept.campaign === item.campaign &&
    sameThumb(kept.thumb, item.thumb) &&
    kept.pricing.length === item.pricing.length &&
    kept.pricing.every(
      (tier, index) => tier.q === item.pricing[index]?.q && tier.p === item.pricing[index]?.p,
    ) &&
    kept.categories.length === item.categories.length &&
    kept.categories.every((category, index) => category === item.categories[index])
  );
}

const text = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
/** As JSON writes a number (a value that is not finite is null there). */
const number = (value: number | null): string =>
  value !== null && Number.isFinite(value) ? String(value) : 'null';

/**
 * The line's own fields: `{"uuid":...,"related_id":null` (the object is closed by the kept part).
 * Written out field by field: about five times faster than JSON.stringify of an object made for
 * it, and the same text (the property test in cart-answer.test.ts compares every field).
 */
function lineFields(item: CartItemResponse): string {
  return (
    `{"uuid":${text(item.uuid)},"price":${number(item.price)},"ordinary_price":${number(item.ordinary_price)}` +
    `,"quantity":${number(item.quantity)},"stock_status":${text(item.stock_status)}` +
    `,"estimated_at":${text(item.estimated_at)},"subscription_interval":${text(item.subscription_interval)}` +
    `,"cart_notice":${text(item.cart_notice)},"adjusted_quantity":${number(item.adjusted_quantity)}` +
    `,"cross_selling_product_id":${number(item.cross_selling_product_id)}` +
    `,"upselling_bundle_id":${number(item.upselling_bundle_id)},"unique_bundle_id":${text(item.unique_bundle_id)}` +
    `,"added_by_coupon":${text(item.added_by_coupon)},"accessory_id":${number(item.accessory_id)}` +
    `,"recommended_id":${number(item.recommended_id)},"related_id":${number(item.related_id)}`
  );
}

const emptyAnswer = Buffer.from('[]');
const openBracket = 0x5b;
const comma = 0x2c;
const closeBracket = 0x5d;

/** @param maxProducts how many products' encodings are kept (the oldest kept goes first). */
export function createCartAnswerEncoder(maxProducts = 20_000): CartAnswerEncoder {
  const kept = new Map<string, KeptEncoding>();

  const catalogPart = (item: CartItemResponse, store: string): Buffer => {
    const key = `${store}:${item.product_id}`;
    const known = kept.get(key);
    if (known && sameFields(known.fields, item)) return known.bytes;
    const fields = catalogFields(item);
    const bytes = Buffer.from(`,${JSON.stringify(fields).slice(1)}`);
    kept.delete(key);
    kept.set(key, { fields, bytes });
    if (kept.size > maxProducts) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    return bytes;
  };

  return {
    encode(items, store) {
      if (items.length === 0) return emptyAnswer;
      // One buffer for the whole answer: `[`, each line's own fields and kept part, `,` between, `]`.
      const own = items.map(lineFields);
      const catalog = items.map((item) => catalogPart(item, store));
      let size = items.length + 1;
      for (let index = 0; index < items.length; index += 1)
        size += Buffer.byteLength(own[index] ?? '') + (catalog[index]?.length ?? 0);
      const answer = Buffer.allocUnsafe(size);
      let offset = 0;
      for (let index = 0; index < items.length; index += 1) {
        answer[offset++] = index === 0 ? openBracket : comma;
        offset += answer.write(own[index] ?? '', offset);
        offset += catalog[index]?.copy(answer, offset) ?? 0;
      }
      answer[offset] = closeBracket;
      return answer;
    },
    get size() {
      return kept.size;
    },
  };
}
