import type { Generated } from 'kysely';

/*
 * The catalog (docs/decisions/002-portable-schema.md): money in integer minor units INCLUDING VAT,
 * flags as 0/1, times as ISO-8601 UTC text, structured values as JSON text. Texts a shopper reads
 * live in *_texts tables, one row per locale.
 */

export interface BrandsTable {
  id: number;
  /** Stable internal key, e.g. google-pixel. */
  code: string;
  sort_order: number;
  in_menu: number;
  /** Colour of the drawn logo. */
  color: string;
}

export interface BrandTextsTable {
  brand_id: number;
  locale: string;
  name: string;
  slug: string;
  description: string;
}

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  /** Stable internal key, e.g. spare-parts/displays/apple. */
  code: string;
  sort_order: number;
  show_in_menu: number;
  /** What the category's thumb shows (a product kind). */
  icon: string;
}

export interface CategoryTextsTable {
  category_id: number;
  locale: string;
  name: string;
  slug: string;
  /** The free-form path of /kategori/*, e.g. reservdelar/skarmar. */
  path: string;
  description: string;
}

export interface PhoneModelsTable {
  id: number;
  brand_id: number;
  name: string;
  slug: string;
  release_year: number;
  sort_order: number;
}

export interface ProductsTable {
  id: number;
  /** Set on a variation: the Variant product it belongs to. */
  parent_id: number | null;
  /** Spec 3: 1 Standard, 2 Variant, 3 SET, 4 GiftCard. */
  type: number;
  sku: string;
  main_sku: string;
  /** The part or accessory kind, e.g. display, case (drives images, related products). */
  kind: string;
  brand_id: number | null;
  group_id: number | null;
  discount_category: number | null;
  /** 'standard' uses the store's rate; 'none' is VAT-free (gift cards are vouchers). */
  vat_class: string;
  /** Colour of the item (hex), used in its drawn images. */
  color: string;
  /** Units on hand; the order flow takes them with UPDATE ... WHERE stock >= n. */
  stock: number;
  stock_status: string;
  /** Presale date YYYY-MM-DD, or null. */
  estimated_at: string | null;
  is_new: number;
  /** Customer rating in tenths (46 = 4.6); 0 = not rated. */
  rating: number;
  /** Higher sells more: orders popular lists and ties in search. */
  popularity: number;
  recent_views: number;
  bought_today: number;
  /** Variation attributes of this row as JSON text: {"color":"black"} on a variation. */
  attributes: string;
  primary_category_id: number | null;
  created_at: string;
  /** Raised by every staff save (migration 0017): a save names the version it edits. */
  version: Generated<number>;
  /** 0: hidden from the storefront (a new product until staff publish it). */
  published: Generated<number>;
  updated_at: string | null;
  /** GTIN-8/12/13/14 with a valid GS1 check digit (an EAN-13 is a GTIN-13), or null (migration 0020). */
  gtin: string | null;
  /** The maker's part number, or null. */
  mpn: string | null;
}

export interface ProductTextsTable {
  product_id: number;
  locale: string;
  name: string;
  prefix: string | null;
  slug: string;
  description: string;
  /** JSON text: [{name, value}]. */
  specifications: string;
  /** The page title and meta description; '' uses the name and description. */
  seo_title: Generated<string>;
  seo_description: Generated<string>;
}

/** A slug a product had: its old URL redirects permanently to the current one. */
export interface ProductSlugHistoryTable {
  locale: string;
  slug: string;
  product_id: number;
  changed_at: string;
}

/** When a store's campaign list runs (either end open); no row: it runs whenever it is there. */
export interface ProductCampaignsTable {
  product_id: number;
  store_id: number;
  starts_at: string | null;
  ends_at: string | null;
}

export interface ProductPricesTable {
  product_id: number;
  store_id: number;
  /** 'n' normal list, 'c' campaign list (spec 3, Prices). */
  list: string;
  quantity: number;
  /** Minor units including VAT. */
  price: number;
  original_price: number | null;
  discount_percent: number | null;
}

export interface ProductImagesTable {
  id: number;
  product_id: number;
  image_type: number;
  sort_order: number;
  width: number;
  height: number;
  /** Which side the drawing shows: front, back, side, detail. */
  view: string;
  /** An uploaded photo's content hash (image_files), null for a seeded drawing (migration 0019). */
  upload_hash: string | null;
  /** The uploaded photo's own format (jpeg, png, webp, avif): the fallback rendition's. */
  upload_format: string | null;
}

/** One rendition of an uploaded photo: its bytes, by content hash, width and format (migration 0019). */
export interface ImageFilesTable {
  hash: string;
  width: number;
  format: string;
  height: number;
  content_type: string;
  byte_size: number;
  bytes: Buffer;
  created_at: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface TagsTable {
  id: number;
  code: string;
  sort_order: number;
}

export interface TagTextsTable {
  tag_id: number;
  locale: string;
  name: string;
  slug: string;
  description: string;
}

/** Related products staff picked for a product, first shown first (migration 0024). */
export interface ProductRelatedTable {
  product_id: number;
  related_product_id: number;
  sort_order: number;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface ProductModelsTable {
  product_id: number;
  phone_model_id: number;
}

export interface PlugTypesTable {
  id: number;
  code: string;
  sort_order: number;
}

export interface PlugTypeTextsTable {
  plug_type_id: number;
  locale: string;
  name: string;
  description: string;
}

export interface CablePlugsTable {
  product_id: number;
  plug_a: string;
  plug_b: string;
  length_cm: number;
}

export interface VehiclesTable {
  id: number;
  /** Upper case, without spaces or dashes. */
  registration_number: string;
  make: string;
  model: string;
  year: number;
}

export interface VehicleFitmentsTable {
  product_id: number;
  /** '*' fits every make (a universal holder). */
  make: string;
  model: string;
  year_from: number;
  year_to: number;
}

export interface ProductSetItemsTable {
  set_product_id: number;
  item_product_id: number;
  quantity: number;
}

export interface UpsellOffersTable {
  id: number;
  product_id: number;
  offer_product_id: number;
  discount_percent: number;
  sort_order: number;
}

export interface DealsTable {
  id: number;
  store_id: number;
  product_id: number;
  title: string;
  discount: number;
  starts_at: string;
  expires_at: string;
  /** Raised by every staff save (migration 0022): a save names the version it edits. */
  version: Generated<number>;
}

export interface WidgetsTable {
  store_id: number;
  slug: string;
  content: string;
  /** JSON text with structured content (footer columns), or null. */
  data: string | null;
  hidden: number;
  /** published, draft or inactive. */
  status: string;
  /** Raised by every staff save (migration 0022): a save names the version it edits. */
  version: Generated<number>;
}

export interface ContentPagesTable {
  id: number;
  store_id: number;
  path: string;
  title: string;
  body: string;
  meta_description: string;
  /** published or draft. */
  status: string;
  /** Opens a draft in /page-preview. */
  preview_token: string | null;
  updated_at: string;
  /** Raised by every staff save (migration 0022): a save names the version it edits. */
  version: Generated<number>;
}

export interface CalendarDoorsTable {
  store_id: number;
  year: number;
  day: number;
  title: string;
  body: string;
  product_id: number | null;
  discount_code: string | null;
  opens_at: string;
  /** Raised by every staff save (migration 0022): a save names the version it edits. */
  version: Generated<number>;
}

export interface SearchTriggersTable {
  id: number;
  store_id: number;
  /** Normalized keyword (lower case, no diacritics). */
  keyword: string;
  url: string;
  url_title: string;
  sort_order: number;
}

export interface MerchandisingFlagsTable {
  store_id: number;
  key: string;
  /** JSON text. */
  value: string;
}

export interface CatalogTables {
  brands: BrandsTable;
  brand_texts: BrandTextsTable;
  categories: CategoriesTable;
  category_texts: CategoryTextsTable;
  phone_models: PhoneModelsTable;
  products: ProductsTable;
  product_texts: ProductTextsTable;
  product_slug_history: ProductSlugHistoryTable;
  product_campaigns: ProductCampaignsTable;
  product_prices: ProductPricesTable;
  product_images: ProductImagesTable;
  image_files: ImageFilesTable;
  product_categories: ProductCategoriesTable;
  tags: TagsTable;
  tag_texts: TagTextsTable;
  product_tags: ProductTagsTable;
  product_related: ProductRelatedTable;
  product_models: ProductModelsTable;
  plug_types: PlugTypesTable;
  plug_type_texts: PlugTypeTextsTable;
  cable_plugs: CablePlugsTable;
  vehicles: VehiclesTable;
  vehicle_fitments: VehicleFitmentsTable;
  product_set_items: ProductSetItemsTable;
  upsell_offers: UpsellOffersTable;
  deals: DealsTable;
  widgets: WidgetsTable;
  content_pages: ContentPagesTable;
  calendar_doors: CalendarDoorsTable;
  search_triggers: SearchTriggersTable;
  merchandising_flags: MerchandisingFlagsTable;
}
