import type {
  AdminBrand,
  AdminCategory,
  AdminPhoneModel,
  AdminTag,
} from '@shop/contracts/admin-catalog-trees';
import type { AdminPlugType } from '@shop/contracts/admin-selectors';
import type { PlugType } from '@shop/contracts/selectors';
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
 * Issue 17: staff remove categories, brands, tags, phone models and plug types, but only unused
 * ones. What still uses one (products, child categories, the menu, a coupon's scope, phone models,
 * cables, search triggers) is named in a 409 and nothing changes; a removal is audited (its
 * "after" is null) and announced. A removed item's id is never given to a new one.
 */

describeEachDatabase('removing categories, brands, tags, phone models and plug types', (kind) => {
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
    customerToken = await customerTokenFor(api, 'removals@example.se');
  });
  afterAll(() => api.close());

  let made = 0;
  const unique = (word: string) => {
    made += 1;
    return `${word}${kind}${made}`;
  };
  const create = async <Item>(path: string, body: Record<string, unknown>): Promise<Item> => {
    const response = await adminCall(api, catalog, 'POST', path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as Item;
  };
  const remove = (path: string, session: StaffSession = catalog) => adminCall(api, session, 'DELETE', path);
  const usesNamed = (response: Awaited<ReturnType<typeof remove>>) =>
    (response.json.issues as { path: string }[]).map((issue) => issue.path);
  const audits = async (entityType: string, id: number) =>
    api.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const rowCount = async (table: 'categories' | 'brands' | 'tags' | 'phone_models' | 'plug_types') =>
    Number(
      (
        await api.database.db
          .selectFrom(table)
          .select((select) => select.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const productVersion = async (id: number) =>
    ((await adminCall(api, catalog, 'GET', `/api/admin/products/${id}`)).body as { version: number }).version;

  it('removes an unused category: gone from the storefront, audited with its last state, announced', async () => {
    const category = await create<AdminCategory>('/api/admin/categories', {
      texts: { sv: { name: 'Tillfällig', slug: unique('tillfallig') } },
    });
    const removed = await remove(`/api/admin/categories/${category.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body as { categories: AdminCategory[] }).categories.map((item) => item.id)).not.toContain(
      category.id,
    );
    const page = await api.request(
      `/api/category-by-path?${storeQuery('sv')}&path=${category.texts.sv?.path}&nc=1`,
    );
    expect(page.status).toBe(404);
    const entries = await audits('category', category.id);
    expect(entries.map((entry) => entry.action)).toEqual(['category.create', 'category.remove']);
    expect(JSON.parse(entries[1]?.before ?? '{}')).toMatchObject({ id: category.id });
    expect(entries[1]?.after).toBeNull();
    const announced = await api.database.db
      .selectFrom('change_feed')
      .select('key')
      .where('key', '=', `category:${category.id}`)
      .executeTakeFirst();
    expect(announced).toBeDefined();
    expect((await remove(`/api/admin/categories/${category.id}`)).status).toBe(404);
  });

  it('refuses (409) a category that holds products, has child categories, is in the menu or scopes a coupon, naming each use and changing nothing', async () => {
    const parent = await create<AdminCategory>('/api/admin/categories', {
      show_in_menu: true,
      texts: { sv: { name: 'Förälder', slug: unique('foralder') } },
    });
    await create<AdminCategory>('/api/admin/categories', {
      parent_id: parent.id,
      texts: { sv: { name: 'Barn', slug: unique('barn') } },
    });
    const count = await rowCount('categories');
    const removals = await audits('category', parent.id);
    const cases: [number, string[]][] = [
      [parent.id, ['children', 'show_in_menu']],
      [CATEGORY.screens, ['products']],
      // FIXED50, the demo fixed-amount coupon, is scoped to the cables category.
      [CATEGORY.cables, ['products', 'coupons']],
    ];
    for (const [id, uses] of cases) {
      const refused = await remove(`/api/admin/categories/${id}`);
      expect([refused.status, refused.json.error]).toEqual([409, 'CATEGORY_IN_USE']);
      expect(usesNamed(refused)).toEqual(uses);
    }
    const coupon = await remove(`/api/admin/categories/${CATEGORY.cables}`);
    expect(String(coupon.json.message)).toContain('FIXED50');
    expect(await rowCount('categories')).toBe(count);
    expect(await audits('category', parent.id)).toEqual(removals);
  });

  it('removes a brand once no product, phone model or menu uses it', async () => {
    const brand = await create<AdminBrand>('/api/admin/brands', {
      in_menu: true,
      texts: { sv: { name: unique('Bort') } },
    });
    const inMenu = await remove(`/api/admin/brands/${brand.id}`);
    expect([inMenu.status, inMenu.json.error, usesNamed(inMenu)]).toEqual([409, 'BRAND_IN_USE', ['in_menu']]);
    await adminCall(api, catalog, 'PATCH', `/api/admin/brands/${brand.id}`, { in_menu: false });
    const model = await create<AdminPhoneModel>('/api/admin/phone-models', {
      brand_id: brand.id,
      name: unique('Telefon'),
      release_year: 2024,
    });
    const patched = await adminCall(api, catalog, 'PATCH', '/api/admin/products/4', {
      version: await productVersion(4),
      brand_id: brand.id,
    });
    expect(patched.status).toBe(200);
    const used = await remove(`/api/admin/brands/${brand.id}`, owner);
    expect([used.status, usesNamed(used)]).toEqual([409, ['products', 'phone_models']]);
    expect(String(used.json.message)).toContain('1 product');

    await adminCall(api, catalog, 'PATCH', '/api/admin/products/4', {
      version: await productVersion(4),
      brand_id: null,
    });
    expect((await remove(`/api/admin/phone-models/${model.id}`)).status).toBe(200);
    const removed = await remove(`/api/admin/brands/${brand.id}`, owner);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body as { brands: AdminBrand[] }).brands.map((item) => item.id)).not.toContain(brand.id);
    expect((await audits('brand', brand.id)).map((entry) => entry.action)).toEqual([
      'brand.create',
      'brand.update',
      'brand.remove',
    ]);
  });

  it('removes a tag and a phone model once no product carries or fits them', async () => {
    const tag = await create<AdminTag>('/api/admin/tags', { texts: { sv: { name: unique('Etikett') } } });
    await adminCall(api, catalog, 'PATCH', '/api/admin/products/4', {
      version: await productVersion(4),
      tag_ids: [tag.id],
    });
    const tagged = await remove(`/api/admin/tags/${tag.id}`);
    expect([tagged.status, tagged.json.error, usesNamed(tagged)]).toEqual([409, 'TAG_IN_USE', ['products']]);
    await adminCall(api, catalog, 'PATCH', '/api/admin/products/4', {
      version: await productVersion(4),
      tag_ids: [],
    });
    const removedTag = await remove(`/api/admin/tags/${tag.id}`);
    expect(removedTag.status).toBe(200);
    expect((removedTag.body as { tags: AdminTag[] }).tags.map((item) => item.id)).not.toContain(tag.id);

    const brand = await create<AdminBrand>('/api/admin/brands', {
      texts: { sv: { name: unique('Modellmärke') } },
    });
    const model = await create<AdminPhoneModel>('/api/admin/phone-models', {
      brand_id: brand.id,
      name: unique('Passar'),
      release_year: 2025,
    });
    await api.database.db
      .insertInto('product_models')
      .values({ product_id: 4, phone_model_id: model.id })
      .execute();
    const fits = await remove(`/api/admin/phone-models/${model.id}`);
    expect([fits.status, fits.json.error, usesNamed(fits)]).toEqual([
      409,
      'PHONE_MODEL_IN_USE',
      ['products'],
    ]);
    await api.database.db.deleteFrom('product_models').where('phone_model_id', '=', model.id).execute();
    const removedModel = await remove(`/api/admin/phone-models/${model.id}`);
    expect(removedModel.status).toBe(200);
    expect(
      (removedModel.body as { phone_models: AdminPhoneModel[] }).phone_models.map((item) => item.id),
    ).not.toContain(model.id);
    expect((await audits('phone_model', model.id)).map((entry) => entry.action)).toEqual([
      'phone_model.create',
      'phone_model.remove',
    ]);
  });

  it('removes a plug type once no cable has it on an end and no search trigger leads to it; the storefront selector drops it', async () => {
    const code = unique('bort-').toLowerCase();
    const plug = await create<AdminPlugType>('/api/admin/plug-types', {
      code,
      texts: { sv: { name: `Kontakt ${code}` } },
    });
    const storefrontCodes = async () =>
      ((await api.request(`/api/plug-types?${storeQuery('sv')}&nc=1`)).body as PlugType[]).map(
        (item) => item.code,
      );
    expect(await storefrontCodes()).toContain(code);
    // A cable (product 4's "what it fits") with the plug on its second end.
    await api.database.db
      .insertInto('cable_plugs')
      .values({ product_id: 4, plug_a: 'usb-c', plug_b: code, length_cm: 100 })
      .execute();
    const trigger = await create<{ id: number }>('/api/admin/search-triggers', {
      store: 'sv',
      keyword: unique('kabel'),
      url: `/sv/sok?plug_a=${code}&plug_b=usb-c`,
      url_title: 'Kablar',
    });
    const count = await rowCount('plug_types');
    const before = await audits('plug_type', plug.id);
    const used = await remove(`/api/admin/plug-types/${plug.id}`);
    expect([used.status, used.json.error, usesNamed(used)]).toEqual([
      409,
      'PLUG_TYPE_IN_USE',
      ['cables', 'search_triggers'],
    ]);
    expect(String(used.json.message)).toContain('1 cable');
    expect(await rowCount('plug_types')).toBe(count);
    expect(await audits('plug_type', plug.id)).toEqual(before);
    expect(await storefrontCodes()).toContain(code);

    await api.database.db.deleteFrom('cable_plugs').where('plug_b', '=', code).execute();
    const linked = await remove(`/api/admin/plug-types/${plug.id}`, owner);
    expect([linked.status, usesNamed(linked)]).toEqual([409, ['search_triggers']]);
    expect((await remove(`/api/admin/search-triggers/${trigger.id}`)).status).toBe(200);

    const removed = await remove(`/api/admin/plug-types/${plug.id}`, owner);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body as { plug_types: AdminPlugType[] }).plug_types.map((item) => item.id)).not.toContain(
      plug.id,
    );
    expect(await storefrontCodes()).not.toContain(code);
    expect((await api.request(`/api/cables?${storeQuery('sv')}&plug_a=${code}`)).status).toBe(404);
    const entries = await audits('plug_type', plug.id);
    expect(entries.map((entry) => entry.action)).toEqual(['plug_type.create', 'plug_type.remove']);
    expect(JSON.parse(entries[1]?.before ?? '{}')).toMatchObject({ id: plug.id, code });
    expect(entries[1]?.after).toBeNull();
    const texts = await api.database.db
      .selectFrom('plug_type_texts')
      .select('locale')
      .where('plug_type_id', '=', plug.id)
      .execute();
    expect(texts).toEqual([]);
    expect((await remove(`/api/admin/plug-types/${plug.id}`)).status).toBe(404);
  });

  it("refuses to remove a plug type that only a search trigger or only a content page's link leads to, naming it; a plug merely written in the text is removed", async () => {
    const plugOf = (prefix: string) => {
      const code = unique(prefix).toLowerCase();
      return create<AdminPlugType>('/api/admin/plug-types', {
        code,
        texts: { sv: { name: `Kontakt ${code}` } },
      });
    };
    const [triggered, linked, mentioned] = [
      await plugOf('sokt-'),
      await plugOf('lankad-'),
      await plugOf('namnd-'),
    ];
    const keyword = unique('kontakt');
    await create('/api/admin/search-triggers', {
      store: 'sv',
      keyword,
      url: `/sv/sok?plug_a=usb-c&plug_b=${triggered.code}`,
      url_title: 'Kablar',
    });
    const path = `/${unique('kablar-')}`;
    await create('/api/admin/content/sv/pages', {
      path,
      title: 'Kablar',
      body: `<ul><li><a href="/sv/sok?plug_b=${linked.code}">Kablar</a></li><li>${mentioned.code}: <a href="/sv/sok?plug_a=x${mentioned.code}">snart</a></li></ul>`,
      meta_description: '',
      published: true,
    });
    const count = await rowCount('plug_types');
    const byTrigger = await remove(`/api/admin/plug-types/${triggered.id}`);
    expect([byTrigger.status, byTrigger.json.error, usesNamed(byTrigger)]).toEqual([
      409,
      'PLUG_TYPE_IN_USE',
      ['search_triggers'],
    ]);
    expect(String(byTrigger.json.message)).toContain(`is the page of the search triggers ${keyword}`);
    const byPage = await remove(`/api/admin/plug-types/${linked.id}`, owner);
    expect([byPage.status, byPage.json.error, usesNamed(byPage)]).toEqual([
      409,
      'PLUG_TYPE_IN_USE',
      ['content_pages'],
    ]);
    expect(String(byPage.json.message)).toContain(`is linked from the content page ${path}`);
    expect(await rowCount('plug_types')).toBe(count);
    expect((await audits('plug_type', linked.id)).map((entry) => entry.action)).toEqual(['plug_type.create']);

    const removed = await remove(`/api/admin/plug-types/${mentioned.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body as { plug_types: AdminPlugType[] }).plug_types.map((item) => item.id)).not.toContain(
      mentioned.id,
    );
  });

  it("never gives a removed item's id again: a new category, brand, tag, phone model or plug type takes a new id, and the audit log keeps each under its own", async () => {
    const brand = await create<AdminBrand>('/api/admin/brands', {
      texts: { sv: { name: unique('Idmärke') } },
    });
    const kinds: [string, string, () => Record<string, unknown>][] = [
      ['categories', 'category', () => ({ texts: { sv: { name: 'Id', slug: unique('id') } } })],
      ['brands', 'brand', () => ({ texts: { sv: { name: unique('Id') } } })],
      ['tags', 'tag', () => ({ texts: { sv: { name: unique('Id') } } })],
      ['phone-models', 'phone_model', () => ({ brand_id: brand.id, name: unique('Id'), release_year: 2024 })],
      [
        'plug-types',
        'plug_type',
        () => ({ code: unique('id-').toLowerCase(), texts: { sv: { name: 'Id' } } }),
      ],
    ];
    for (const [path, entityType, body] of kinds) {
      // The newest item is removed, so the table's largest id is below its id again.
      const first = await create<{ id: number }>(`/api/admin/${path}`, body());
      expect((await remove(`/api/admin/${path}/${first.id}`)).status, path).toBe(200);
      const second = await create<{ id: number }>(`/api/admin/${path}`, body());
      expect(second.id, path).toBeGreaterThan(first.id);
      expect(
        (await audits(entityType, first.id)).map((entry) => entry.action),
        path,
      ).toEqual([`${entityType}.create`, `${entityType}.remove`]);
      expect(
        (await audits(entityType, second.id)).map((entry) => entry.action),
        path,
      ).toEqual([`${entityType}.create`]);
    }
  });

  it('refuses a bad id (400) and an unknown one (404)', async () => {
    for (const path of ['categories', 'brands', 'tags', 'phone-models', 'plug-types']) {
      expect((await remove(`/api/admin/${path}/abc`)).status).toBe(400);
      expect((await remove(`/api/admin/${path}/999999`)).status).toBe(404);
    }
  });

  it('refuses every removal with a customer token (401) and the orders role (403), removing nothing', async () => {
    const tag = await create<AdminTag>('/api/admin/tags', { texts: { sv: { name: unique('Roll') } } });
    const counts = async () =>
      Promise.all(
        (['categories', 'brands', 'tags', 'phone_models', 'plug_types'] as const).map((table) =>
          rowCount(table),
        ),
      );
    const before = await counts();
    for (const path of ['categories', 'brands', 'tags', 'phone-models', 'plug-types']) {
      const id = path === 'tags' ? tag.id : 1;
      const asCustomer = await adminCall(api, null, 'DELETE', `/api/admin/${path}/${id}`, undefined, {
        authorization: `Bearer ${customerToken}`,
      });
      expect(asCustomer.status, `${path} as a customer`).toBe(401);
      expect((await remove(`/api/admin/${path}/${id}`, orders)).status, `${path} as orders staff`).toBe(403);
    }
    expect(await counts()).toEqual(before);
    expect((await remove(`/api/admin/tags/${tag.id}`, owner)).status).toBe(200);
  });
});
