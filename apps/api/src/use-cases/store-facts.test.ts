import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveStoreSettings } from '../repositories/store-settings.repository.ts';
import { startCatalogTestApi } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { quoteStoreFacts } from './store-facts.ts';

describe('quoting store facts', () => {
  it('fills the known {{name}} fields and leaves anything else as written', () => {
    expect(quoteStoreFacts('{{return_window_days}} dagars ångerrätt', { return_window_days: '14' })).toBe(
      '14 dagars ångerrätt',
    );
    expect(quoteStoreFacts('{{unknown}} and {single}', { return_window_days: '14' })).toBe(
      '{{unknown}} and {single}',
    );
  });
});

describeEachDatabase('the return window, one value in every text of the store', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogTestApi(kind);
  });
  afterAll(() => api.close());

  const texts = async () => {
    const strings = await api.request('/api/strings?locale=sv&sid=1');
    const cart = await api.request('/api/widget-by-slug/cart-footer?locale=sv&sid=1');
    const terms = await api.request('/api/content-page?locale=sv&sid=1&path=%2Fkopvillkor');
    return [
      String(strings.json['shell.sellingStrip.returns.text']),
      String(cart.json.content),
      String(terms.json.body),
    ];
  };

  it('the selling points, the cart and the terms quote the store setting, and follow it when it changes', async () => {
    for (const text of await texts()) expect(text).toContain('14 dagars ångerrätt');
    await saveStoreSettings(api.database.db, 1, { returnWindowDays: 30, at: new Date().toISOString() });
    for (const text of await texts()) {
      expect(text).toContain('30 dagars ångerrätt');
      expect(text).not.toContain('{{');
    }
    const finnish = await api.request('/api/strings?locale=fi&sid=4');
    expect(String(finnish.json['shell.sellingStrip.returns.text'])).toContain('14 päivän');
  });
});
