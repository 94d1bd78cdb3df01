import {
  cablesResponseSchema,
  phoneModelProductsResponseSchema,
  phoneModelsResponseSchema,
  plugTypesResponseSchema,
  vehicleResponseSchema,
} from '@shop/contracts/selectors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCatalogTestApi, store } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

describeEachDatabase('selectors: phone models, cable plugs, vehicles, images', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogTestApi(kind);
  });
  afterAll(() => api.close());

  it('lists phone models by brand, newest first', async () => {
    const response = await api.request(`/api/phone-models?${store.sv}`);
    expect(response.status).toBe(200);
    const brands = phoneModelsResponseSchema.parse(response.body);
    const apple = brands.find((brand) => brand.slug === 'apple');
    expect(apple?.models.map((model) => model.slug)).toContain('iphone-13');
    const years = apple?.models.map((model) => model.release_year) ?? [];
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(brands.map((brand) => brand.slug)).not.toContain('universal');
  });

  it('lists the products that fit a phone model, narrowed to a category', async () => {
    const all = await api.request(`/api/phone-models/iphone-16/products?${store.sv}`);
    expect(all.status).toBe(200);
    const page = phoneModelProductsResponseSchema.parse(all.body);
    expect(page.phone_model.brand.name).toBe('Apple');
    expect(page.total).toBeGreaterThan(0);
    const displays = phoneModelProductsResponseSchema.parse(
      (await api.request(`/api/phone-models/iphone-16/products?${store.sv}&category=reservdelar/skarmar`))
        .body,
    );
    expect(displays.total).toBeLessThan(page.total);
    expect(displays.products.every((product) => product.name.startsWith('Skärm'))).toBe(true);
  });

  it('answers 404 for an unknown model and 400 for an unknown category', async () => {
    expect((await api.request(`/api/phone-models/nokia-3310/products?${store.sv}`)).status).toBe(404);
    expect((await api.request(`/api/phone-models/iphone-16/products?${store.sv}&category=nope`)).status).toBe(
      400,
    );
  });

  it('lists plug types with names in the store language and an image', async () => {
    const plugs = plugTypesResponseSchema.parse((await api.request(`/api/plug-types?${store.fi}`)).body);
    expect(plugs.map((plug) => plug.code)).toEqual(['usb-c', 'lightning', 'usb-a', 'micro-usb', 'aux']);
    expect(plugs[0]?.description).toMatch(/käännettävä/);
    const image = await api.request(plugs[0]?.image.url ?? '');
    expect(image.status).toBe(200);
  });

  it('finds the cables with the two plugs, in either order', async () => {
    const one = cablesResponseSchema.parse(
      (await api.request(`/api/cables?${store.sv}&plug_a=usb-c&plug_b=lightning`)).body,
    );
    const other = cablesResponseSchema.parse(
      (await api.request(`/api/cables?${store.sv}&plug_a=lightning&plug_b=usb-c`)).body,
    );
    expect(one.products.length).toBeGreaterThan(0);
    expect(other.products.map((product) => product.id).sort()).toEqual(
      one.products.map((product) => product.id).sort(),
    );
    expect(
      one.products.every((product) => product.name.includes('USB-C') && product.name.includes('Lightning')),
    ).toBe(true);
    const anyLightning = cablesResponseSchema.parse(
      (await api.request(`/api/cables?${store.sv}&plug_a=LIGHTNING`)).body,
    );
    expect(anyLightning.plug_b).toBeNull();
    expect(anyLightning.products.length).toBeGreaterThan(one.products.length);
  });

  it('answers 404 for an unknown plug and 400 for a malformed one', async () => {
    expect((await api.request(`/api/cables?${store.sv}&plug_a=hdmi`)).status).toBe(404);
    expect((await api.request(`/api/cables?${store.sv}&plug_a=usb%20c!`)).status).toBe(400);
    expect((await api.request(`/api/cables?${store.sv}`)).status).toBe(400);
  });

  it('finds a vehicle by registration number, ignoring spaces, dashes and case', async () => {
    const response = await api.request(`/api/vehicles/${encodeURIComponent('abc 123')}?${store.sv}`);
    expect(response.status).toBe(200);
    const found = vehicleResponseSchema.parse(response.body);
    expect(found.vehicle).toEqual({
      registration_number: 'ABC123',
      make: 'Volvo',
      model: 'XC60',
      year: 2019,
    });
    // The holder made for the car comes first, then the universal ones.
    expect(found.products[0]?.name).toContain('Volvo XC60');
    expect(found.products.length).toBeGreaterThan(1);
    const dashed = await api.request(`/api/vehicles/12-ABC-3?${store.nl}`);
    expect(vehicleResponseSchema.parse(dashed.body).vehicle.make).toBe('Volkswagen');
  });

  it('gives a car without its own holder the universal ones', async () => {
    const found = vehicleResponseSchema.parse((await api.request(`/api/vehicles/SVX12Y?${store.sv}`)).body);
    expect(found.vehicle.model).toBe('9-3');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.every((product) => !product.name.includes('(2'))).toBe(true);
  });

  it('answers 404 for an unknown registration number and 400 for a malformed one', async () => {
    expect((await api.request(`/api/vehicles/ZZZ999?${store.sv}`)).status).toBe(404);
    expect((await api.request(`/api/vehicles/${encodeURIComponent('ab;drop')}?${store.sv}`)).status).toBe(
      400,
    );
  });

  it('serves product, category and brand images as SVG', async () => {
    const product = await api.request(`/api/products?${store.sv}&popular=1&limit=1`);
    const thumb = (product.json[0] as { thumb: { url: string } }).thumb.url;
    for (const url of [thumb, '/api/images/category-1.svg', '/api/images/brand-1.svg']) {
      const response = await api.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(String(response.body)).toMatch(/^<svg /);
    }
  });

  it('answers 404 for an unknown image and 400 for a malformed name', async () => {
    expect((await api.request('/api/images/999999.svg')).status).toBe(404);
    expect((await api.request('/api/images/plug-hdmi.svg')).status).toBe(404);
    expect((await api.request('/api/images/..%2Fsecret.svg')).status).toBe(400);
  });
});
