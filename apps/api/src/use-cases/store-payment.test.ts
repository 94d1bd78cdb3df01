import { localeCodes, storeIds } from '@shop/domain/locales';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCatalogTestApi } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

type Json = Record<string, unknown>;

describeEachDatabase(
  'issue 20: every logo and text about payment comes from the methods the store offers',
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startCatalogTestApi(kind);
    });
    afterAll(() => api.close());

    const query = (locale: (typeof localeCodes)[number]) => `locale=${locale}&sid=${storeIds[locale]}`;
    const payment = async (locale: (typeof localeCodes)[number]) => {
      const response = await api.request(`/api/store-payment?${query(locale)}`);
      expect(response.status).toBe(200);
      const body = response.json as unknown as {
        methods: Json[];
        icons: { cart: string[]; footer: string[] };
      };
      return { codes: body.methods.map((method) => method.code), icons: body.icons };
    };
    const secureText = async (locale: (typeof localeCodes)[number]) =>
      String((await api.request(`/api/strings?${query(locale)}`)).json['shell.sellingStrip.secure.text']);

    it('the stores offer their setting (migration 0014): invoice, card and pay-later; the Dutch store no invoice', async () => {
      for (const locale of ['sv', 'no', 'da', 'fi'] as const)
        expect((await payment(locale)).codes).toEqual(['invoice', 'card', 'pay-later']);
      expect((await payment('nl')).codes).toEqual(['card', 'pay-later']);
    });

    it('no store shows the logo of a wallet it cannot take (Swish, Vipps, MobilePay, iDEAL, SafePay)', async () => {
      const wallets = ['swish', 'vipps', 'mobilepay', 'ideal', 'safepay'];
      for (const locale of localeCodes) {
        const { icons } = await payment(locale);
        for (const icon of [...icons.cart, ...icons.footer])
          expect(wallets, `${locale} ${icon}`).not.toContain(icon);
      }
      expect((await payment('sv')).icons.footer).toEqual(['klarna', 'walley', 'visa', 'mastercard']);
      expect((await payment('nl')).icons.cart).toEqual(['klarna', 'visa', 'mastercard']);
    });

    it('the selling strip names the offered methods: no "Swish" in sv, no "iDEAL" in nl', async () => {
      expect(await secureText('sv')).toBe('Betala med faktura, kort eller betala senare – alltid krypterat.');
      expect(await secureText('nl')).toBe('Betaal met kaart of achteraf betalen – altijd versleuteld.');
      for (const locale of localeCodes)
        expect(await secureText(locale)).not.toMatch(/\{\{|Swish|Vipps|MobilePay|iDEAL/);
    });

    it('a store that offers only invoice shows only its logo and names only it', async () => {
      await api.database.db
        .updateTable('store_settings')
        .set({ payment_methods: 'invoice' })
        .where('store_id', '=', storeIds.sv)
        .execute();
      expect(await payment('sv')).toEqual({ codes: ['invoice'], icons: { cart: [], footer: ['walley'] } });
      expect(await secureText('sv')).toBe('Betala med faktura – alltid krypterat.');
    });
  },
);
