import type { AdminBrand, AdminCategory, AdminTag } from '@shop/contracts/admin-catalog-trees';
import type { Brand } from '@shop/contracts/brands-tags';
import type { Category } from '@shop/contracts/categories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATEGORY, prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17, the catalog's trees (docs/decisions/026-catalog-trees.md): catalog staff and owners
 * add, rename, move and order categories, brands and tags. Every write is one transaction with its
 * audit entry and the change feed's announcement; the storefront's API shows it at once; bad input
 * is refused naming the field, and nothing is written.
 */

describeEachDatabase('the catalog trees API', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;
  let owner: StaffSession;
  let orders: StaffSession;
  let customerToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    catalog = await signIn(api, await createMember(api, 'catalog'));
    owner = await signIn(api, await createMember(api, 'owner'));
    orders = await signIn(api, await createMember(api, 'orders'));
    customerToken = await customerTokenFor(api, 'trees@example.se');
  });
  afterAll(() => api.close());

  let made = 0;
  const unique = (word: string) => {
    made += 1;
    return `${word}${kind}${made}`;
  };
  const newCategory = async (body: Record<string, unknown>, session: StaffSession = catalog) => {
    const response = await adminCall(api, session, 'POST', '/api/admin/categories', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as AdminCategory;
  };
  const storefrontTree = async (locale: 'sv' | 'no' | 'fi' = 'sv') => {
    const response = await api.request(`/api/product-categories?${storeQuery(locale)}&v=2&nc=1`);
    expect(response.status).toBe(200);
    return response.body as Category[];
  };
  const findIn = (tree: readonly Category[], id: number): Category | undefined => {
    for (const category of tree) {
      if (category.id === id) return category;
      const below = findIn(category.children, id);
      if (below) return below;
    }
    return undefined;
  };
  const auditCount = async (entityType: string) =>
    Number(
      (
        await api.database.db
          .selectFrom('audit_log')
          .select((select) => select.fn.countAll().as('count'))
          .where('entity_type', '=', entityType)
          .executeTakeFirstOrThrow()
      ).count,
    );
  const categoryCount = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('categories')
          .select((select) => select.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('adds a category and a sub-category shown in the menu: the storefront menu shows them at once, in every language', async () => {
    const before = await storefrontTree();
    const parentSlug = unique('tillbehor');
    const parent = await newCategory({ texts: { sv: { name: 'Testtillbehör', slug: parentSlug } } });
    const child = await newCategory(
      {
        parent_id: parent.id,
        show_in_menu: true,
        texts: { sv: { name: 'Laddställ' }, fi: { name: 'Latausteline', description: 'Kuvaus' } },
      },
      owner,
    );
    expect(child.texts.sv).toMatchObject({
      name: 'Laddställ',
      slug: 'laddstall',
      path: `${parentSlug}/laddstall`,
    });
    // A language left out takes the first given: the category exists in every store.
    expect(child.texts.no?.name).toBe('Laddställ');
    expect(child.texts.fi).toMatchObject({
      name: 'Latausteline',
      slug: 'latausteline',
      description: 'Kuvaus',
    });

    const after = await storefrontTree();
    expect(findIn(before, child.id)).toBeUndefined();
    const shown = findIn(after, parent.id);
    expect(shown?.children.map((category) => [category.name, category.show_in_menu, category.uri])).toEqual([
      ['Laddställ', true, `/kategori/${parentSlug}/laddstall`],
    ]);
    expect(findIn(await storefrontTree('fi'), child.id)?.name).toBe('Latausteline');
    const page = await api.request(
      `/api/category-by-path?${storeQuery('sv')}&path=${encodeURIComponent(`${parentSlug}/laddstall`)}&nc=1`,
    );
    expect(page.status).toBe(200);
    expect((page.json.category as { name: string }).name).toBe('Laddställ');

    const entries = await api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'category')
      .where('entity_id', '=', String(child.id))
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['category.create']);
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ id: child.id, parent_id: parent.id });
  });

  it('renames a category, and a new slug of a category without products moves the paths below it too', async () => {
    const parent = await newCategory({ texts: { sv: { name: 'Gammalt namn', slug: unique('gammal') } } });
    const child = await newCategory({ parent_id: parent.id, texts: { sv: { name: 'Barn', slug: 'barn' } } });
    const newSlug = unique('nytt');
    const response = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${parent.id}`, {
      show_in_menu: true,
      texts: { sv: { name: 'Nytt namn', slug: newSlug, description: 'Beskrivning' } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const tree = await storefrontTree();
    expect(findIn(tree, parent.id)).toMatchObject({ name: 'Nytt namn', show_in_menu: true, path: newSlug });
    expect(findIn(tree, child.id)?.uri).toBe(`/kategori/${newSlug}/barn`);
    // Other languages keep their own texts.
    expect(findIn(await storefrontTree('fi'), parent.id)?.name).toBe('Gammalt namn');
    const audit = await api.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'category')
      .where('entity_id', '=', String(parent.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['category.create', 'category.update']);
    expect(JSON.parse(audit[1]?.before ?? '{}').texts.sv.name).toBe('Gammalt namn');
    expect(JSON.parse(audit[1]?.after ?? '{}').texts.sv.name).toBe('Nytt namn');
  });

  it('moves a category under another parent, and refuses a cycle (under itself or its own descendant) with 422', async () => {
    const top = await newCategory({ texts: { sv: { name: 'Topp', slug: unique('topp') } } });
    const middle = await newCategory({
      parent_id: top.id,
      texts: { sv: { name: 'Mitten', slug: 'mitten' } },
    });
    const leaf = await newCategory({ parent_id: middle.id, texts: { sv: { name: 'Löv', slug: 'lov' } } });
    const audits = await auditCount('category');
    for (const parentId of [leaf.id, middle.id, top.id]) {
      const refused = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${top.id}`, {
        parent_id: parentId,
      });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ error: 'CATEGORY_CYCLE' });
      expect(String(refused.json.message)).toMatch(/^parent_id: /);
    }
    expect(await auditCount('category')).toBe(audits);
    expect(findIn(await storefrontTree(), top.id)?.parent_id).toBeNull();

    const other = await newCategory({ texts: { sv: { name: 'Annan', slug: unique('annan') } } });
    const moved = await adminCall(api, owner, 'PATCH', `/api/admin/categories/${middle.id}`, {
      parent_id: other.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const tree = await storefrontTree();
    expect(findIn(tree, middle.id)?.parent_id).toBe(other.id);
    expect(findIn(tree, leaf.id)?.path).toBe(`${other.texts.sv?.slug}/mitten/lov`);
    expect(findIn(tree, top.id)?.children).toEqual([]);
  });

  it('refuses an unknown parent (400 naming parent_id), and writes nothing', async () => {
    const count = await categoryCount();
    const created = await adminCall(api, catalog, 'POST', '/api/admin/categories', {
      parent_id: 999_999,
      texts: { sv: { name: 'Föräldralös' } },
    });
    expect(created.status).toBe(400);
    expect(String(created.json.message)).toContain('parent_id: there is no category 999999');
    const category = await newCategory({ texts: { sv: { name: 'Finns', slug: unique('finns') } } });
    const changed = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${category.id}`, {
      parent_id: 999_999,
    });
    expect(changed.status).toBe(400);
    expect(String(changed.json.message)).toContain('parent_id');
    expect(await categoryCount()).toBe(count + 1);
  });

  it('refuses a slug its siblings use (409 naming the slug) and an empty name (400 naming it), writing nothing', async () => {
    const parent = await newCategory({ texts: { sv: { name: 'Syskon', slug: unique('syskon') } } });
    await newCategory({ parent_id: parent.id, texts: { sv: { name: 'Kablar', slug: 'kablar' } } });
    const other = await newCategory({ parent_id: parent.id, texts: { sv: { name: 'Skal', slug: 'skal' } } });
    const count = await categoryCount();
    const audits = await auditCount('category');

    const duplicate = await adminCall(api, catalog, 'POST', '/api/admin/categories', {
      parent_id: parent.id,
      texts: { sv: { name: 'Kablar igen', slug: 'kablar' } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toMatchObject({ error: 'CATEGORY_SLUG_TAKEN' });
    expect(String(duplicate.json.message)).toMatch(/^texts\.sv\.slug: /);
    const renamed = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${other.id}`, {
      texts: { sv: { slug: 'kablar' } },
    });
    expect(renamed.status).toBe(409);

    const empty = await adminCall(api, catalog, 'POST', '/api/admin/categories', {
      texts: { sv: { name: '  ' } },
    });
    expect(empty.status).toBe(400);
    expect(String(empty.json.message)).toContain('texts.sv.name');
    const none = await adminCall(api, catalog, 'POST', '/api/admin/categories', { texts: {} });
    expect(none.status).toBe(400);
    const emptyRename = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${other.id}`, {
      texts: { sv: { name: '' } },
    });
    expect(emptyRename.status).toBe(400);

    expect(await categoryCount()).toBe(count);
    expect(await auditCount('category')).toBe(audits);
    expect(findIn(await storefrontTree(), other.id)?.name).toBe('Skal');
  });

  it('refuses a new slug or parent of a category that holds products (409), so no product page or link breaks', async () => {
    const target = await newCategory({ texts: { sv: { name: 'Mål', slug: unique('mal') } } });
    const slug = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${CATEGORY.screens}`, {
      texts: { sv: { slug: unique('skarmar') } },
    });
    // The test catalog's categories have no texts to change; a real one answers the products first.
    expect([400, 409]).toContain(slug.status);
    const moved = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${CATEGORY.screens}`, {
      parent_id: target.id,
    });
    expect(moved.status).toBe(409);
    expect(moved.json).toMatchObject({ error: 'CATEGORY_HAS_PRODUCTS' });
    expect(String(moved.json.message)).toMatch(/^parent_id: \d+ products are in this category/);
    const row = await api.database.db
      .selectFrom('categories')
      .select('parent_id')
      .where('id', '=', CATEGORY.screens)
      .executeTakeFirstOrThrow();
    expect(row.parent_id).toBeNull();

    // A category with products may still be renamed, shown in the menu, or have its slug refused.
    const full = await newCategory({ texts: { sv: { name: 'Full', slug: unique('full') } } });
    await api.database.db
      .insertInto('product_categories')
      .values({ product_id: 1, category_id: full.id })
      .execute();
    const renamed = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${full.id}`, {
      texts: { sv: { name: 'Full med produkter' } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const reslugged = await adminCall(api, catalog, 'PATCH', `/api/admin/categories/${full.id}`, {
      texts: { sv: { slug: unique('annan-slug') } },
    });
    expect(reslugged.status).toBe(409);
    expect(String(reslugged.json.message)).toMatch(/^texts\.sv\.slug: 1 products are in this category/);
  });

  it('moves a category up and down among its siblings: the storefront menu shows the new order', async () => {
    const parent = await newCategory({ texts: { sv: { name: 'Ordning', slug: unique('ordning') } } });
    const first = await newCategory({
      parent_id: parent.id,
      texts: { sv: { name: 'Första', slug: 'forsta' } },
    });
    const second = await newCategory({
      parent_id: parent.id,
      texts: { sv: { name: 'Andra', slug: 'andra' } },
    });
    const order = async () => findIn(await storefrontTree(), parent.id)?.children.map((child) => child.id);
    expect(await order()).toEqual([first.id, second.id]);
    const up = await adminCall(api, catalog, 'POST', `/api/admin/categories/${second.id}/move`, {
      direction: 'up',
    });
    expect(up.status).toBe(200);
    expect(await order()).toEqual([second.id, first.id]);
    // At the top, up changes nothing.
    await adminCall(api, catalog, 'POST', `/api/admin/categories/${second.id}/move`, { direction: 'up' });
    expect(await order()).toEqual([second.id, first.id]);
    await adminCall(api, owner, 'POST', `/api/admin/categories/${second.id}/move`, { direction: 'down' });
    expect(await order()).toEqual([first.id, second.id]);
    const bad = await adminCall(api, catalog, 'POST', `/api/admin/categories/${second.id}/move`, {
      direction: 'sideways',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.json.message)).toContain('direction');
  });

  it('adds and renames a brand and orders it: the storefront brands and search see the new name at once', async () => {
    const name = unique('Zyxbrand');
    const created = await adminCall(api, catalog, 'POST', '/api/admin/brands', {
      in_menu: true,
      texts: { sv: { name } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const brand = created.body as AdminBrand;
    const brands = async () => (await api.request(`/api/brands?${storeQuery('sv')}&nc=1`)).body as Brand[];
    expect((await brands()).find((shown) => shown.id === brand.id)).toMatchObject({ name, in_menu: true });

    // A product of the brand is found by the brand's new name as soon as it is renamed.
    const product = await adminCall(api, catalog, 'PATCH', '/api/admin/products/1', {
      brand_id: brand.id,
      version: ((await adminCall(api, catalog, 'GET', '/api/admin/products/1')).body as { version: number })
        .version,
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const renamedTo = unique('Qwvbrand');
    const renamed = await adminCall(api, owner, 'PATCH', `/api/admin/brands/${brand.id}`, {
      texts: { sv: { name: renamedTo } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const found = await api.request(`/api/products?query=${renamedTo.toLowerCase()}&${storeQuery('sv')}`);
    expect((found.json.products as { id: number }[]).map((hit) => hit.id)).toContain(1);
    expect((await brands()).find((shown) => shown.id === brand.id)?.name).toBe(renamedTo);

    const second = await adminCall(api, catalog, 'POST', '/api/admin/brands', {
      texts: { sv: { name: unique('Andra') } },
    });
    const secondId = (second.body as AdminBrand).id;
    const order = (brands: readonly { id: number }[]) =>
      brands.map((shown) => shown.id).filter((shownId) => shownId === brand.id || shownId === secondId);
    const list = (await adminCall(api, catalog, 'GET', '/api/admin/brands')).body as { brands: AdminBrand[] };
    expect(order(list.brands)).toEqual([brand.id, secondId]);
    const moved = await adminCall(api, catalog, 'POST', `/api/admin/brands/${brand.id}/move`, {
      direction: 'down',
    });
    expect(moved.status).toBe(200);
    expect(order((moved.body as { brands: AdminBrand[] }).brands)).toEqual([secondId, brand.id]);
    expect(order(await brands())).toEqual([secondId, brand.id]);

    const actions = await api.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'brand')
      .where('entity_id', '=', String(brand.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual(['brand.create', 'brand.update', 'brand.move-down']);

    const taken = await adminCall(api, catalog, 'POST', '/api/admin/brands', {
      texts: { sv: { name: 'Kopia', slug: brand.texts.sv?.slug } },
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'BRAND_SLUG_TAKEN' });
    expect(String(taken.json.message)).toMatch(/^texts\.sv\.slug: /);
  });

  it('adds and renames a tag; a slug another tag uses is refused and nothing is written', async () => {
    const slug = unique('vattentat');
    const created = await adminCall(api, catalog, 'POST', '/api/admin/tags', {
      texts: { sv: { name: 'Vattentät', slug }, fi: { name: 'Vedenpitävä' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tag = created.body as AdminTag;
    expect(tag.texts.fi?.slug).toBe('vedenpitava');
    const renamed = await adminCall(api, catalog, 'PATCH', `/api/admin/tags/${tag.id}`, {
      texts: { sv: { name: 'Helt vattentät' } },
    });
    expect((renamed.body as AdminTag).texts.sv?.name).toBe('Helt vattentät');
    const tagPage = await api.request(`/api/tag-by-slug/${slug}?${storeQuery('sv')}&nc=1`);
    expect(tagPage.status).toBe(200);
    expect(JSON.stringify(tagPage.body)).toContain('Helt vattentät');

    const audits = await auditCount('tag');
    const taken = await adminCall(api, catalog, 'POST', '/api/admin/tags', {
      texts: { sv: { name: 'X', slug } },
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'TAG_SLUG_TAKEN' });
    expect(await auditCount('tag')).toBe(audits);
  });

  it('sets related products and upsell offers by SKU on the product editor: versioned, audited, and on the product page and the upselling call at once', async () => {
    const read = async (id: number) =>
      (await adminCall(api, catalog, 'GET', `/api/admin/products/${id}`)).body as {
        version: number;
        texts: { sv?: { slug: string } };
        related: { id: number; sku: string }[];
        upsell_offers: { id: number; sku: string; discount_percent: number }[];
      };
    const before = await read(3);
    const saved = await adminCall(api, catalog, 'PATCH', '/api/admin/products/3', {
      version: before.version,
      related_skus: ['PROTECTOR-1', 'CABLE-1'],
      upsell_offers: [{ sku: 'PROTECTOR-1', discount_percent: 20 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await read(3);
    expect(after.version).toBe(before.version + 1);
    expect(after.related.map((product) => product.sku)).toEqual(['PROTECTOR-1', 'CABLE-1']);
    expect(after.upsell_offers).toMatchObject([{ sku: 'PROTECTOR-1', discount_percent: 20 }]);

    const page = await api.request(`/api/product-by-slug/${after.texts.sv?.slug}?${storeQuery('sv')}&nc=1`);
    expect(page.status).toBe(200);
    // The picked ones come first, in the order staff gave.
    expect((page.json.related as { sku: string }[]).slice(0, 2).map((product) => product.sku)).toEqual([
      'PROTECTOR-1',
      'CABLE-1',
    ]);
    const upselling = await api.request(`/api/products/3/upselling?${storeQuery('sv')}&nc=1`);
    expect(upselling.status).toBe(200);
    expect(upselling.body).toMatchObject({ product_id: 3, discount: 20, product_ids: [4] });

    const audit = await api.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', '3')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('product.update');
    expect(JSON.parse(audit.before ?? '{}').related).toEqual([]);
    expect(JSON.parse(audit.after ?? '{}').related.map((product: { sku: string }) => product.sku)).toEqual([
      'PROTECTOR-1',
      'CABLE-1',
    ]);

    // An unknown SKU, the product itself, or a stale version: refused, and nothing changes.
    const unknown = await adminCall(api, catalog, 'PATCH', '/api/admin/products/3', {
      version: after.version,
      related_skus: ['CABLE-1', 'NO-SUCH-SKU'],
    });
    expect(unknown.status).toBe(400);
    expect(String(unknown.json.message)).toBe('related_skus.1: no product has the sku NO-SUCH-SKU');
    const itself = await adminCall(api, catalog, 'PATCH', '/api/admin/products/3', {
      version: after.version,
      upsell_offers: [{ sku: 'CASE-1', discount_percent: 10 }],
    });
    expect(itself.status).toBe(400);
    expect(String(itself.json.message)).toContain('upsell_offers.0.sku');
    const tooMuch = await adminCall(api, catalog, 'PATCH', '/api/admin/products/3', {
      version: after.version,
      upsell_offers: [{ sku: 'CABLE-1', discount_percent: 95 }],
    });
    expect(tooMuch.status).toBe(400);
    expect(String(tooMuch.json.message)).toContain('upsell_offers.0.discount_percent');
    const stale = await adminCall(api, catalog, 'PATCH', '/api/admin/products/3', {
      version: before.version,
      related_skus: [],
    });
    expect(stale.status).toBe(409);
    expect(await read(3)).toMatchObject({ version: after.version, related: after.related });

    const cleared = await adminCall(api, owner, 'PATCH', '/api/admin/products/3', {
      version: after.version,
      related_skus: [],
      upsell_offers: [],
    });
    expect(cleared.status).toBe(200);
    expect(await read(3)).toMatchObject({ related: [], upsell_offers: [] });
    expect(await api.request(`/api/products/3/upselling?${storeQuery('sv')}&nc=1`)).toMatchObject({
      body: false,
    });
  });

  it('adds, changes and removes a search trigger of one store: the storefront hints follow at once, bad input is refused naming the field', async () => {
    const hints = async (query: string, locale: 'sv' | 'fi' = 'sv') =>
      (await api.request(`/api/search-triggers?${storeQuery(locale)}&query=${encodeURIComponent(query)}`))
        .body as { url: string; url_title: string }[];
    const created = await adminCall(api, catalog, 'POST', '/api/admin/search-triggers', {
      store: 'sv',
      keyword: 'Leveranstid Ö',
      url: '/kundservice/leverans',
      url_title: 'Om leveranser',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const trigger = created.body as { id: number; keyword: string };
    // Kept as searches are compared: lower case, without accents.
    expect(trigger.keyword).toBe('leveranstid o');
    expect(await hints('leveranstid ö nu')).toEqual([
      expect.objectContaining({ url: '/kundservice/leverans', url_title: 'Om leveranser' }),
    ]);
    expect(await hints('leveranstid', 'fi')).toEqual([]);

    const changed = await adminCall(api, owner, 'PATCH', `/api/admin/search-triggers/${trigger.id}`, {
      url_title: 'Leveranser',
    });
    expect(changed.status).toBe(200);
    expect((await hints('leveranstid o'))[0]?.url_title).toBe('Leveranser');

    const audits = await auditCount('search_trigger');
    for (const [body, field] of [
      [{ store: 'sv', keyword: '', url: '/a', url_title: 'A' }, 'keyword'],
      [{ store: 'sv', keyword: '!!', url: '/a', url_title: 'A' }, 'keyword'],
      [{ store: 'sv', keyword: 'x', url: 'javascript:alert(1)', url_title: 'A' }, 'url'],
      [{ store: 'xx', keyword: 'x', url: '/a', url_title: 'A' }, 'store'],
      [{ store: 'sv', keyword: 'x', url: '/a', url_title: ' ' }, 'url_title'],
    ] as const) {
      const refused = await adminCall(api, catalog, 'POST', '/api/admin/search-triggers', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(String(refused.json.message)).toContain(field);
    }
    expect(await auditCount('search_trigger')).toBe(audits);

    const removed = await adminCall(api, catalog, 'DELETE', `/api/admin/search-triggers/${trigger.id}`);
    expect(removed.status).toBe(200);
    expect(await hints('leveranstid o')).toEqual([]);
    const actions = await api.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_type', '=', 'search_trigger')
      .where('entity_id', '=', String(trigger.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'search_trigger.create',
      'search_trigger.update',
      'search_trigger.remove',
    ]);
    expect(actions[2]?.after ?? null).toBeNull();
    expect((await adminCall(api, catalog, 'DELETE', `/api/admin/search-triggers/${trigger.id}`)).status).toBe(
      404,
    );
    expect((await adminCall(api, orders, 'GET', '/api/admin/search-triggers')).status).toBe(403);
  });

  it('adds and renames a phone model: the storefront selector shows it and search finds its products by the new name', async () => {
    const brand = (
      await adminCall(api, catalog, 'POST', '/api/admin/brands', {
        texts: { sv: { name: unique('Fonmärke') } },
      })
    ).body as AdminBrand;
    const slug = unique('fon-x');
    const created = await adminCall(api, catalog, 'POST', '/api/admin/phone-models', {
      brand_id: brand.id,
      name: 'Fon X',
      slug,
      release_year: 2026,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const model = created.body as { id: number; slug: string };
    const selector = async () =>
      JSON.stringify((await api.request(`/api/phone-models?${storeQuery('sv')}&nc=1`)).body);
    await api.database.db
      .insertInto('product_models')
      .values({ product_id: 2, phone_model_id: model.id })
      .execute();
    expect(await selector()).toContain(slug);

    const newName = unique('Zqfonmodell');
    const renamed = await adminCall(api, owner, 'PATCH', `/api/admin/phone-models/${model.id}`, {
      name: newName,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await selector()).toContain(newName);
    const found = await api.request(`/api/products?query=${newName.toLowerCase()}&${storeQuery('sv')}`);
    expect((found.json.products as { id: number }[]).map((hit) => hit.id)).toContain(2);

    const audits = await auditCount('phone_model');
    const taken = await adminCall(api, catalog, 'POST', '/api/admin/phone-models', {
      brand_id: brand.id,
      name: 'Annan',
      slug,
      release_year: 2025,
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'PHONE_MODEL_SLUG_TAKEN' });
    const noBrand = await adminCall(api, catalog, 'POST', '/api/admin/phone-models', {
      brand_id: 999_999,
      name: 'Ingen',
      release_year: 2025,
    });
    expect(noBrand.status).toBe(400);
    expect(String(noBrand.json.message)).toContain('brand_id');
    const badYear = await adminCall(api, catalog, 'PATCH', `/api/admin/phone-models/${model.id}`, {
      release_year: 1990,
    });
    expect(badYear.status).toBe(400);
    expect(String(badYear.json.message)).toContain('release_year');
    expect(await auditCount('phone_model')).toBe(audits);
  });

  it('lets catalog staff and owners in, and refuses a customer token (401) and the orders role (403)', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/categories', undefined],
      ['POST', '/api/admin/categories', { texts: { sv: { name: 'Roll' } } }],
      ['GET', '/api/admin/brands', undefined],
      ['POST', '/api/admin/brands', { texts: { sv: { name: 'Roll' } } }],
      ['GET', '/api/admin/tags', undefined],
      ['POST', '/api/admin/tags', { texts: { sv: { name: 'Roll' } } }],
    ];
    for (const [method, path, body] of calls) {
      const asCustomer = await adminCall(api, null, method, path, body, {
        authorization: `Bearer ${customerToken}`,
      });
      expect(asCustomer.status, `${method} ${path} as a customer`).toBe(401);
      const asOrders = await adminCall(api, orders, method, path, body);
      expect(asOrders.status, `${method} ${path} as orders staff`).toBe(403);
    }
    const count = await categoryCount();
    for (const session of [catalog, owner]) {
      expect((await adminCall(api, session, 'GET', '/api/admin/categories')).status).toBe(200);
      const created = await adminCall(api, session, 'POST', '/api/admin/categories', {
        texts: { sv: { name: 'Roll', slug: unique('roll') } },
      });
      expect(created.status).toBe(201);
    }
    expect(await categoryCount()).toBe(count + 2);
    const list = (await adminCall(api, catalog, 'GET', '/api/admin/categories')).body as {
      categories: AdminCategory[];
    };
    const screens = list.categories.find((category) => category.id === CATEGORY.screens);
    expect(screens?.product_count).toBeGreaterThan(0);
  });
});
