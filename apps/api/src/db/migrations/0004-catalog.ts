import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

/**
 * The catalog, content and error-report tables. Portable types only, so the same migration runs
 * on SQLite and PostgreSQL (docs/decisions/002-portable-schema.md).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createCatalogTables(db);
  await createProductTables(db);
  await createRelationTables(db);
  await createContentTables(db);
  await createErrorReportTable(db, dialect);
}

async function createCatalogTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('code', 'varchar(50)', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('in_menu', 'integer', (column) => column.notNull())
    .addColumn('color', 'varchar(20)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('brand_texts')
    .addColumn('brand_id', 'integer', (column) =>
      column.notNull().references('brands.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('brand_texts_pk', ['brand_id', 'locale'])
    .addUniqueConstraint('brand_texts_slug_unique', ['locale', 'slug'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('parent_id', 'integer', (column) => column.references('categories.id').onDelete('cascade'))
    .addColumn('code', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('show_in_menu', 'integer', (column) => column.notNull())
    .addColumn('icon', 'varchar(50)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();
  await db.schema
    .createTable('category_texts')
    .addColumn('category_id', 'integer', (column) =>
      column.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull())
    .addColumn('path', 'varchar(500)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('category_texts_pk', ['category_id', 'locale'])
    .addUniqueConstraint('category_texts_path_unique', ['locale', 'path'])
    .execute();

  await db.schema
    .createTable('phone_models')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('brand_id', 'integer', (column) => column.notNull().references('brands.id'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull().unique())
    .addColumn('release_year', 'integer', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('phone_models_brand_idx').on('phone_models').column('brand_id').execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('code', 'varchar(100)', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('tag_texts')
    .addColumn('tag_id', 'integer', (column) => column.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('tag_texts_pk', ['tag_id', 'locale'])
    .addUniqueConstraint('tag_texts_slug_unique', ['locale', 'slug'])
    .execute();

  await db.schema
    .createTable('plug_types')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('code', 'varchar(30)', (column) => column.notNull().unique())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('plug_type_texts')
    .addColumn('plug_type_id', 'integer', (column) =>
      column.notNull().references('plug_types.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('plug_type_texts_pk', ['plug_type_id', 'locale'])
    .execute();

  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('registration_number', 'varchar(20)', (column) => column.notNull().unique())
    .addColumn('make', 'varchar(100)', (column) => column.notNull())
    .addColumn('model', 'varchar(100)', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .execute();
}

async function createProductTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('parent_id', 'integer', (column) => column.references('products.id').onDelete('cascade'))
    .addColumn('type', 'integer', (column) => column.notNull())
    .addColumn('sku', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('main_sku', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(50)', (column) => column.notNull())
    .addColumn('brand_id', 'integer', (column) => column.references('brands.id'))
    .addColumn('group_id', 'integer')
    .addColumn('discount_category', 'integer')
    .addColumn('vat_class', 'varchar(20)', (column) => column.notNull())
    .addColumn('color', 'varchar(20)', (column) => column.notNull())
    .addColumn('stock', 'integer', (column) => column.notNull())
    .addColumn('stock_status', 'varchar(30)', (column) => column.notNull())
    .addColumn('estimated_at', 'varchar(10)')
    .addColumn('is_new', 'integer', (column) => column.notNull())
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('popularity', 'integer', (column) => column.notNull())
    .addColumn('recent_views', 'integer', (column) => column.notNull())
    .addColumn('bought_today', 'integer', (column) => column.notNull())
    .addColumn('attributes', 'text', (column) => column.notNull())
    .addColumn('primary_category_id', 'integer', (column) => column.references('categories.id'))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('products_parent_idx').on('products').column('parent_id').execute();
  await db.schema.createIndex('products_main_sku_idx').on('products').column('main_sku').execute();
  await db.schema.createIndex('products_popularity_idx').on('products').column('popularity').execute();
  // Popular products of a kind: accessories and tools suggested on product pages.
  await db.schema
    .createIndex('products_kind_popularity_idx')
    .on('products')
    .columns(['kind', 'popularity'])
    .execute();

  await db.schema
    .createTable('product_texts')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('prefix', 'text')
    .addColumn('slug', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('specifications', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'locale'])
    .addUniqueConstraint('product_texts_slug_unique', ['locale', 'slug'])
    .execute();

  await db.schema
    .createTable('product_prices')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('list', 'varchar(1)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('original_price', 'integer')
    .addColumn('discount_percent', 'integer')
    .addPrimaryKeyConstraint('product_prices_pk', ['product_id', 'store_id', 'list', 'quantity'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('image_type', 'integer', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('view', 'varchar(20)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('product_images_product_idx')
    .on('product_images')
    .column('product_id')
    .execute();
}

async function createRelationTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (column) =>
      column.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_categories_pk', ['category_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_categories_product_idx')
    .on('product_categories')
    .columns(['product_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('product_tags')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (column) => column.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_tags_pk', ['tag_id', 'product_id'])
    .execute();
  await db.schema.createIndex('product_tags_product_idx').on('product_tags').column('product_id').execute();

  await db.schema
    .createTable('product_models')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('phone_model_id', 'integer', (column) =>
      column.notNull().references('phone_models.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('product_models_pk', ['phone_model_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_models_product_idx')
    .on('product_models')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('cable_plugs')
    .addColumn('product_id', 'integer', (column) =>
      column.primaryKey().references('products.id').onDelete('cascade'),
    )
    .addColumn('plug_a', 'varchar(30)', (column) => column.notNull())
    .addColumn('plug_b', 'varchar(30)', (column) => column.notNull())
    .addColumn('length_cm', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('cable_plugs_ends_idx')
    .on('cable_plugs')
    .columns(['plug_a', 'plug_b'])
    .execute();

  await db.schema
    .createTable('vehicle_fitments')
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('make', 'varchar(100)', (column) => column.notNull())
    .addColumn('model', 'varchar(100)', (column) => column.notNull())
    .addColumn('year_from', 'integer', (column) => column.notNull())
    .addColumn('year_to', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('vehicle_fitments_vehicle_idx')
    .on('vehicle_fitments')
    .columns(['make', 'model'])
    .execute();

  await db.schema
    .createTable('product_set_items')
    .addColumn('set_product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('item_product_id', 'integer', (column) => column.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('product_set_items_pk', ['set_product_id', 'item_product_id'])
    .execute();

  await db.schema
    .createTable('upsell_offers')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('offer_product_id', 'integer', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('discount_percent', 'integer', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addUniqueConstraint('upsell_offers_unique', ['product_id', 'offer_product_id'])
    .execute();
}

async function createContentTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deals')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('discount', 'integer', (column) => column.notNull())
    .addColumn('starts_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('deals_store_idx').on('deals').columns(['store_id', 'starts_at']).execute();

  await db.schema
    .createTable('widgets')
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('slug', 'varchar(50)', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('data', 'text')
    .addColumn('hidden', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addPrimaryKeyConstraint('widgets_pk', ['store_id', 'slug'])
    .execute();

  await db.schema
    .createTable('content_pages')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('path', 'varchar(300)', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('meta_description', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('preview_token', 'varchar(100)', (column) => column.unique())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // One published page per path and store; drafts of the same path may sit beside it.
  await db.schema
    .createIndex('content_pages_published_path')
    .on('content_pages')
    .columns(['store_id', 'path'])
    .unique()
    .where(sql<boolean>`status = 'published'`)
    .execute();

  await db.schema
    .createTable('calendar_doors')
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('day', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) => column.references('products.id'))
    .addColumn('discount_code', 'varchar(50)')
    .addColumn('opens_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('calendar_doors_pk', ['store_id', 'year', 'day'])
    .execute();

  await db.schema
    .createTable('search_triggers')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('keyword', 'varchar(100)', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('url_title', 'text', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('search_triggers_store_idx').on('search_triggers').column('store_id').execute();

  await db.schema
    .createTable('merchandising_flags')
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('key', 'varchar(100)', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('merchandising_flags_pk', ['store_id', 'key'])
    .execute();
}

async function createErrorReportTable(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('error_reports'), dialect)
    .addColumn('received_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('level', 'varchar(20)', (column) => column.notNull())
    .addColumn('error', 'text', (column) => column.notNull())
    .addColumn('stack', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('url', 'text')
    .execute();
}
