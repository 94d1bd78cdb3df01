import type { AdminProduct } from '@shop/contracts/admin-catalog';
import type { AdminBrand, AdminPhoneModel } from '@shop/contracts/admin-catalog-trees';
import type { AdminPlugType, AdminVehicle } from '@shop/contracts/admin-selectors';
import type { PhoneModelsResponse, PlugType } from '@shop/contracts/selectors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
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
 * Issue 17, the selectors' data (docs/decisions/026-catalog-trees.md): catalog staff and owners
 * keep the cable-plug selector's plug types, the registration number search's vehicles, the order
 * of the phone models, and what each product fits (phone models, a cable's plugs, vehicles). Each
 * write is audited and announced; the storefront's selector API shows it at once; bad input is a
 * 4xx naming the field and writes nothing.
 */

describeEachDatabase('the selectors API of the back office', (kind) => {
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
    customerToken = await customerTokenFor(api, 'selectors@example.se');
  });
  afterAll(() => api.close());

  let made = 0;
  const unique = (word: string) => {
    made += 1;
    return `${word}${kind}${made}`;
  };
  const auditActions = async (entityType: string) =>
    (
      await api.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', entityType)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);
  const storefrontPlugs = async (locale: 'sv' | 'fi') => {
    const response = await api.request(`/api/plug-types?${storeQuery(locale)}&nc=1`);
    expect(response.status).toBe(200);
    return response.body as PlugType[];
  };
  const newPlug = async (code: string, session: StaffSession = catalog) => {
    const response = await adminCall(api, session, 'POST', '/api/admin/plug-types', {
      code,
      texts: { sv: { name: `Kontakt ${code}`, description: 'En kontakt' } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as AdminPlugType;
  };
  const productNow = async (id: number) =>
    (await adminCall(api, catalog, 'GET', `/api/admin/products/${id}`)).body as AdminProduct;

  it('adds, renames and reorders plug types: the storefront selector shows each change, every write audited', async () => {
    const earlier = await newPlug(unique('earlier-').toLowerCase());
    const code = unique('plug-').toLowerCase();
    const created = await newPlug(code);
    expect(created).toMatchObject({ code, cable_count: 0 });
    // A language left out takes the first one given: the Finnish selector lists it too.
    expect(created.texts.fi).toEqual({ name: `Kontakt ${code}`, description: 'En kontakt' });
    expect((await storefrontPlugs('sv')).at(-1)).toMatchObject({
      code,
      name: `Kontakt ${code}`,
      image: { url: `/api/images/plug-${code}.svg` },
    });

    const renamed = await adminCall(api, owner, 'PATCH', `/api/admin/plug-types/${created.id}`, {
      texts: { fi: { name: 'Liitin', description: 'Suomeksi' } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await storefrontPlugs('fi')).find((plug) => plug.code === code)).toMatchObject({
      name: 'Liitin',
      description: 'Suomeksi',
    });
    expect((await storefrontPlugs('sv')).find((plug) => plug.code === code)?.name).toBe(`Kontakt ${code}`);

    const before = (await storefrontPlugs('sv')).map((plug) => plug.code);
    const moved = await adminCall(api, catalog, 'POST', `/api/admin/plug-types/${created.id}/move`, {
      direction: 'up',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await storefrontPlugs('sv')).map((plug) => plug.code);
    expect(after.indexOf(code)).toBe(before.indexOf(code) - 1);
    expect(after.indexOf(earlier.code)).toBe(before.indexOf(earlier.code) + 1);
    expect((moved.body as { plug_types: AdminPlugType[] }).plug_types.map((plug) => plug.code)).toEqual(
      after,
    );
    expect(await auditActions('plug_type')).toEqual(
      expect.arrayContaining(['plug_type.create', 'plug_type.update', 'plug_type.move-up']),
    );
  });

  it('refuses a bad or taken plug code and a plug without a name, naming the field, and writes nothing', async () => {
    const code = unique('taken-').toLowerCase();
    await newPlug(code);
    const audits = (await auditActions('plug_type')).length;
    const taken = await adminCall(api, catalog, 'POST', '/api/admin/plug-types', {
      code,
      texts: { sv: { name: 'Igen' } },
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ error: 'PLUG_CODE_TAKEN', issues: [{ path: 'code' }] });
    const badCode = await adminCall(api, catalog, 'POST', '/api/admin/plug-types', {
      code: 'usb c!',
      texts: { sv: { name: 'Fel' } },
    });
    expect([badCode.status, (badCode.json.issues as { path: string }[])[0]?.path]).toEqual([400, 'code']);
    const noName = await adminCall(api, catalog, 'POST', '/api/admin/plug-types', {
      code: 'no-name',
      texts: {},
    });
    expect([noName.status, (noName.json.issues as { path: string }[])[0]?.path]).toEqual([400, 'texts']);
    const emptyName = await adminCall(api, catalog, 'PATCH', '/api/admin/plug-types/1', {
      texts: { sv: { name: ' ' } },
    });
    expect([emptyName.status, (emptyName.json.issues as { path: string }[])[0]?.path]).toEqual([
      400,
      'texts.sv.name',
    ]);
    const unknown = await adminCall(api, catalog, 'PATCH', '/api/admin/plug-types/999999', {
      texts: { sv: { name: 'Ingen' } },
    });
    expect(unknown.status).toBe(404);
    expect((await auditActions('plug_type')).length).toBe(audits);
  });

  it("changes an unused plug type's code, and refuses the code of a drawn, used or taken plug, naming the field and changing nothing", async () => {
    const plug = await newPlug(unique('typo-').toLowerCase());
    expect(plug.has_drawing).toBe(false);
    const code = unique('fixed-').toLowerCase();
    const changed = await adminCall(api, catalog, 'PATCH', `/api/admin/plug-types/${plug.id}`, { code });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ id: plug.id, code, texts: plug.texts });
    const codes = (await storefrontPlugs('sv')).map((item) => item.code);
    expect(codes).toContain(code);
    expect(codes).not.toContain(plug.code);
    const updates = await api.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'plug_type')
      .where('entity_id', '=', String(plug.id))
      .where('action', '=', 'plug_type.update')
      .execute();
    expect(
      updates.map((entry) => [JSON.parse(entry.before ?? '{}').code, JSON.parse(entry.after ?? '{}').code]),
    ).toEqual([[plug.code, code]]);

    // The shop draws the seeded plugs' images (aux among them) from their codes.
    const listed = async () =>
      (
        (await adminCall(api, catalog, 'GET', '/api/admin/plug-types')).body as {
          plug_types: AdminPlugType[];
        }
      ).plug_types;
    const drawn = (await listed()).find((item) => item.code === 'aux') ?? (await newPlug('aux'));
    expect(drawn.has_drawing).toBe(true);
    const other = await newPlug(unique('other-').toLowerCase());
    await api.database.db
      .insertInto('cable_plugs')
      .values({ product_id: 4, plug_a: code, plug_b: code, length_cm: 50 })
      .execute();
    const audits = (await auditActions('plug_type')).length;
    const refusals: [number, Record<string, unknown>, number, string][] = [
      [drawn.id, { code: unique('aux-').toLowerCase() }, 422, 'PLUG_CODE_HAS_DRAWING'],
      [plug.id, { code: unique('again-').toLowerCase() }, 409, 'PLUG_CODE_IN_USE'],
      [other.id, { code }, 409, 'PLUG_CODE_TAKEN'],
      [other.id, { code: 'Not A Code!' }, 400, 'BAD_REQUEST'],
    ];
    for (const [id, body, status, error] of refusals) {
      const refused = await adminCall(api, owner, 'PATCH', `/api/admin/plug-types/${id}`, body);
      expect([refused.status, refused.json.error], JSON.stringify(body)).toEqual([status, error]);
      expect((refused.json.issues as { path: string }[])[0]?.path).toBe('code');
    }
    const inUse = await adminCall(api, catalog, 'PATCH', `/api/admin/plug-types/${plug.id}`, { code: 'x-y' });
    expect(String(inUse.json.message)).toContain('1 cable');
    expect((await auditActions('plug_type')).length).toBe(audits);
    expect((await listed()).map((item) => item.code)).toEqual(
      expect.arrayContaining([code, drawn.code, other.code]),
    );
    await api.database.db.deleteFrom('cable_plugs').where('plug_a', '=', code).execute();
  });

  it("keeps the code of a plug that only a search trigger or only a content page's link leads to, the read naming the use; a code merely written in the text still changes", async () => {
    const triggered = await newPlug(unique('sokt-').toLowerCase());
    const linked = await newPlug(unique('lankad-').toLowerCase());
    const mentioned = await newPlug(unique('namnd-').toLowerCase());
    const encoded = await newPlug(unique('kodad-').toLowerCase());
    const keyword = unique('kontakt');
    const trigger = await adminCall(api, catalog, 'POST', '/api/admin/search-triggers', {
      store: 'sv',
      keyword,
      url: `/sv/sok?plug_b=${triggered.code}`,
      url_title: 'Kablar',
    });
    expect(trigger.status, JSON.stringify(trigger.body)).toBe(201);
    // The link's & is stored as &amp;; one link writes its plug's code percent-encoded; the other
    // plug's code is only in the words and in a longer code.
    const path = `/${unique('kablar-')}`;
    const page = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/pages', {
      path,
      title: 'Kablar',
      body: `<p>Se <a href="/sv/sok?plug_a=${linked.code}&plug_b=usb-c">kablarna</a>. Kontakten ${mentioned.code} passar <a href="/sv/sok?plug_a=${mentioned.code}-mini">minikablar</a> och <a href="/sv/sok?plug_b=${encoded.code.replaceAll('-', '%2D')}">fler</a>.</p>`,
      meta_description: '',
      published: true,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);

    const listed = (await adminCall(api, catalog, 'GET', '/api/admin/plug-types')).body as {
      plug_types: AdminPlugType[];
    };
    const usesOf = (id: number) => listed.plug_types.find((plug) => plug.id === id)?.uses;
    expect(usesOf(triggered.id)).toEqual([
      { path: 'search_triggers', count: 1, message: `is the page of the search triggers ${keyword}` },
    ]);
    expect(usesOf(linked.id)).toEqual([
      { path: 'content_pages', count: 1, message: `is linked from the content page ${path}` },
    ]);
    expect(usesOf(encoded.id)).toEqual(usesOf(linked.id));
    expect(usesOf(mentioned.id)).toEqual([]);

    const audits = (await auditActions('plug_type')).length;
    for (const [plug, named] of [
      [triggered, `search triggers ${keyword}`],
      [linked, `content page ${path}`],
      [encoded, `content page ${path}`],
    ] as const) {
      const refused = await adminCall(api, owner, 'PATCH', `/api/admin/plug-types/${plug.id}`, {
        code: unique('ny-'),
      });
      expect([refused.status, refused.json.error]).toEqual([409, 'PLUG_CODE_IN_USE']);
      expect(String(refused.json.message)).toContain(named);
    }
    expect((await auditActions('plug_type')).length).toBe(audits);
    const code = unique('ny-');
    const changed = await adminCall(api, catalog, 'PATCH', `/api/admin/plug-types/${mentioned.id}`, { code });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ id: mentioned.id, code, uses: [] });
  });

  it('adds a vehicle under its normalized registration number; the shopper finds its holders, then not after removal', async () => {
    const registration = `S${kind === 'sqlite' ? 'Q' : 'P'}${made + 100}X`;
    const spaced = `${registration.slice(0, 2).toLowerCase()} ${registration.slice(2, 5)}-${registration.slice(5)}`;
    const created = await adminCall(api, catalog, 'POST', '/api/admin/vehicles', {
      registration_number: spaced,
      make: 'Testbil',
      model: unique('Modell'),
      year: 2021,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const vehicle = created.body as AdminVehicle;
    expect(vehicle).toMatchObject({ registration_number: registration, products: [] });

    // The product editor fits product 3 to the vehicle's make, model and years.
    const product = await productNow(3);
    const fitted = await adminCall(api, catalog, 'PATCH', '/api/admin/products/3', {
      version: product.version,
      vehicle_fitments: [{ make: 'Testbil', model: vehicle.model, year_from: 2019, year_to: 2022 }],
    });
    expect(fitted.status, JSON.stringify(fitted.body)).toBe(200);
    const search = async () => api.request(`/api/vehicles/${encodeURIComponent(spaced)}?${storeQuery('sv')}`);
    const found = await search();
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ vehicle: { registration_number: registration, year: 2021 } });
    expect((found.json.products as { id: number }[]).map((hit) => hit.id)).toEqual([3]);
    const listed = (await adminCall(api, owner, 'GET', '/api/admin/vehicles')).body as {
      vehicles: AdminVehicle[];
    };
    expect(listed.vehicles.find((row) => row.id === vehicle.id)?.products.map((hit) => hit.sku)).toEqual([
      'CASE-1',
    ]);

    // A year outside the fitment: the holder no longer fits.
    const older = await adminCall(api, owner, 'PATCH', `/api/admin/vehicles/${vehicle.id}`, { year: 2015 });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    expect((older.body as AdminVehicle).products).toEqual([]);
    expect((await search()).json.products).toEqual([]);

    const removed = await adminCall(api, catalog, 'DELETE', `/api/admin/vehicles/${vehicle.id}`);
    expect(removed.status).toBe(200);
    expect((removed.body as { vehicles: AdminVehicle[] }).vehicles.map((row) => row.id)).not.toContain(
      vehicle.id,
    );
    expect((await search()).status).toBe(404);
    expect(await auditActions('vehicle')).toEqual(
      expect.arrayContaining(['vehicle.create', 'vehicle.update', 'vehicle.remove']),
    );
    const removal = await api.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'vehicle.remove')
      .where('entity_id', '=', String(vehicle.id))
      .executeTakeFirstOrThrow();
    expect([JSON.parse(String(removal.before)).registration_number, removal.after]).toEqual([
      registration,
      null,
    ]);
  });

  it('refuses a taken registration number (409), a malformed one, a bad year and the universal mark as a make (400)', async () => {
    const registration = `TK${kind === 'sqlite' ? 1 : 2}${made + 200}`;
    const first = await adminCall(api, catalog, 'POST', '/api/admin/vehicles', {
      registration_number: registration,
      make: 'Volvo',
      model: 'V70',
      year: 2010,
    });
    expect(first.status).toBe(201);
    const audits = (await auditActions('vehicle')).length;
    const refusals: [unknown, number, string][] = [
      [
        { registration_number: registration.toLowerCase(), make: 'Volvo', model: 'V90', year: 2018 },
        409,
        'registration_number',
      ],
      [{ registration_number: 'A;1', make: 'Volvo', model: 'V90', year: 2018 }, 400, 'registration_number'],
      [{ registration_number: 'QQ999', make: 'Volvo', model: 'V90', year: 1900 }, 400, 'year'],
      [{ registration_number: 'QQ999', make: '*', model: 'V90', year: 2018 }, 400, 'make'],
      [{ registration_number: 'QQ999', make: 'Volvo', model: '', year: 2018 }, 400, 'model'],
    ];
    for (const [body, status, field] of refusals) {
      const response = await adminCall(api, catalog, 'POST', '/api/admin/vehicles', body);
      expect(
        [response.status, (response.json.issues as { path: string }[])[0]?.path],
        JSON.stringify(body),
      ).toEqual([status, field]);
    }
    expect((await adminCall(api, catalog, 'DELETE', '/api/admin/vehicles/999999')).status).toBe(404);
    expect((await auditActions('vehicle')).length).toBe(audits);
    expect((await api.request(`/api/vehicles/QQ999?${storeQuery('sv')}`)).status).toBe(404);
  });

  it("saves a product's phone models, cable plugs and vehicles with its version; the storefront's selectors show them", async () => {
    const brand = (
      await adminCall(api, catalog, 'POST', '/api/admin/brands', { texts: { sv: { name: unique('Märke') } } })
    ).body as AdminBrand;
    const model = (
      await adminCall(api, catalog, 'POST', '/api/admin/phone-models', {
        brand_id: brand.id,
        name: unique('Telefon'),
        release_year: 2025,
      })
    ).body as AdminPhoneModel;
    const plugA = await newPlug(unique('end-a-').toLowerCase());
    const plugB = await newPlug(unique('end-b-').toLowerCase());
    const product = await productNow(2);
    const saved = await adminCall(api, catalog, 'PATCH', '/api/admin/products/2', {
      version: product.version,
      phone_model_ids: [model.id],
      cable: { plug_a: plugA.code, plug_b: plugB.code, length_cm: 150 },
      vehicle_fitments: [{ make: '*', model: '*', year_from: 1990, year_to: 2100 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      version: product.version + 1,
      phone_model_ids: [model.id],
      cable: { plug_a: plugA.code, plug_b: plugB.code, length_cm: 150 },
      vehicle_fitments: [{ make: '*', model: '*', year_from: 1990, year_to: 2100 }],
    });

    const selector = (await api.request(`/api/phone-models?${storeQuery('sv')}&nc=1`))
      .body as PhoneModelsResponse;
    const shown = selector.find((row) => row.id === brand.id)?.models.find((row) => row.id === model.id);
    expect(shown?.product_count).toBe(1);
    const fits = await api.request(`/api/phone-models/${model.slug}/products?${storeQuery('sv')}`);
    expect((fits.json.products as { id: number }[]).map((hit) => hit.id)).toEqual([2]);
    // Either end first.
    const cables = await api.request(
      `/api/cables?plug_a=${plugB.code}&plug_b=${plugA.code}&${storeQuery('sv')}`,
    );
    expect(cables.status).toBe(200);
    expect((cables.json.products as { id: number }[]).map((hit) => hit.id)).toEqual([2]);
    const plugs = (await adminCall(api, catalog, 'GET', '/api/admin/plug-types')).body as {
      plug_types: AdminPlugType[];
    };
    expect(plugs.plug_types.find((plug) => plug.id === plugA.id)?.cable_count).toBe(1);
    // A universal holder is found by every vehicle's registration number.
    const registration = `UN${kind === 'sqlite' ? 1 : 2}${made + 300}`;
    await adminCall(api, catalog, 'POST', '/api/admin/vehicles', {
      registration_number: registration,
      make: 'Saab',
      model: '9-3',
      year: 2004,
    });
    const anyVehicle = await api.request(`/api/vehicles/${registration}?${storeQuery('sv')}`);
    expect((anyVehicle.json.products as { id: number }[]).map((hit) => hit.id)).toContain(2);

    const entry = await api.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'product.update')
      .where('entity_id', '=', '2')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(entry.before)).cable).toBeNull();
    expect(JSON.parse(String(entry.after)).cable).toEqual({
      plug_a: plugA.code,
      plug_b: plugB.code,
      length_cm: 150,
    });

    // No longer a cable: the cable selector drops it.
    const uncabled = await adminCall(api, owner, 'PATCH', '/api/admin/products/2', {
      version: product.version + 1,
      cable: null,
    });
    expect(uncabled.status, JSON.stringify(uncabled.body)).toBe(200);
    const none = await api.request(`/api/cables?plug_a=${plugA.code}&${storeQuery('sv')}`);
    expect(none.json.products).toEqual([]);
  });

  it("refuses a product's unknown phone model or plug, a fitment ending before it starts and a stale version, writing nothing", async () => {
    const plug = await newPlug(unique('known-').toLowerCase());
    const product = await productNow(1);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ phone_model_ids: [999_999] }, 400, 'phone_model_ids'],
      [{ cable: { plug_a: plug.code, plug_b: 'no-such-plug', length_cm: 100 } }, 400, 'cable.plug_b'],
      [{ cable: { plug_a: plug.code, plug_b: plug.code, length_cm: 0 } }, 400, 'cable.length_cm'],
      [
        { vehicle_fitments: [{ make: 'Volvo', model: 'V70', year_from: 2012, year_to: 2010 }] },
        400,
        'vehicle_fitments.0.year_to',
      ],
    ];
    for (const [fields, status, path] of refusals) {
      const response = await adminCall(api, catalog, 'PATCH', '/api/admin/products/1', {
        version: product.version,
        ...fields,
      });
      expect(
        [response.status, (response.json.issues as { path: string }[])[0]?.path],
        JSON.stringify(fields),
      ).toEqual([status, path]);
    }
    const stale = await adminCall(api, catalog, 'PATCH', '/api/admin/products/1', {
      version: product.version - 1 || 999,
      phone_model_ids: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: 'VERSION_CONFLICT' });
    expect(await productNow(1)).toEqual(product);
  });

  it('moves a phone model among its brand models of the same year, and refuses to move it past another year', async () => {
    const brand = (
      await adminCall(api, catalog, 'POST', '/api/admin/brands', {
        texts: { sv: { name: unique('Ordning') } },
      })
    ).body as AdminBrand;
    const add = async (name: string, year: number) =>
      (
        await adminCall(api, catalog, 'POST', '/api/admin/phone-models', {
          brand_id: brand.id,
          name: unique(name),
          release_year: year,
        })
      ).body as AdminPhoneModel;
    const older = await add('Gammal', 2020);
    const first = await add('Ett', 2024);
    const second = await add('Två', 2024);
    const order = async () => {
      const selector = (await api.request(`/api/phone-models?${storeQuery('sv')}&nc=1`))
        .body as PhoneModelsResponse;
      return selector.find((row) => row.id === brand.id)?.models.map((row) => row.id);
    };
    // The newest added first among the models of a year, then the older year.
    expect(await order()).toEqual([second.id, first.id, older.id]);
    const moved = await adminCall(api, owner, 'POST', `/api/admin/phone-models/${first.id}/move`, {
      direction: 'up',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await order()).toEqual([first.id, second.id, older.id]);
    const audits = (await auditActions('phone_model')).length;
    const pastYear = await adminCall(api, catalog, 'POST', `/api/admin/phone-models/${second.id}/move`, {
      direction: 'down',
    });
    expect(pastYear.status).toBe(409);
    expect(pastYear.json).toMatchObject({
      error: 'PHONE_MODEL_ORDER_BY_YEAR',
      issues: [{ path: 'direction' }],
    });
    expect(await order()).toEqual([first.id, second.id, older.id]);
    expect((await auditActions('phone_model')).length).toBe(audits);
    expect(await auditActions('phone_model')).toContain('phone_model.move-up');
  });

  it('refuses the selectors calls to a customer token (401) and the orders role (403)', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/plug-types', undefined],
      ['POST', '/api/admin/plug-types', { code: 'role-plug', texts: { sv: { name: 'Roll' } } }],
      ['PATCH', '/api/admin/plug-types/1', { texts: { sv: { name: 'Roll' } } }],
      ['PATCH', '/api/admin/plug-types/1', { code: 'role-plug' }],
      ['DELETE', '/api/admin/plug-types/1', undefined],
      ['POST', '/api/admin/plug-types/1/move', { direction: 'down' }],
      ['GET', '/api/admin/vehicles', undefined],
      ['POST', '/api/admin/vehicles', { registration_number: 'ROLE1', make: 'A', model: 'B', year: 2020 }],
      ['PATCH', '/api/admin/vehicles/1', { year: 2020 }],
      ['DELETE', '/api/admin/vehicles/1', undefined],
      ['POST', '/api/admin/phone-models/1/move', { direction: 'up' }],
    ];
    for (const [method, path, body] of calls) {
      const asCustomer = await adminCall(api, null, method, path, body, {
        authorization: `Bearer ${customerToken}`,
      });
      expect(asCustomer.status, `${method} ${path} as a customer`).toBe(401);
      const asOrders = await adminCall(api, orders, method, path, body);
      expect(asOrders.status, `${method} ${path} as orders staff`).toBe(403);
    }
    const plugs = (await adminCall(api, catalog, 'GET', '/api/admin/plug-types')).body as {
      plug_types: AdminPlugType[];
    };
    expect(plugs.plug_types.map((plug) => plug.code)).not.toContain('role-plug');
  });
});
