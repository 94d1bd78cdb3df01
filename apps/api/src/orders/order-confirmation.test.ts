import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPrice } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decidePayment, orderToken, placeOrder } from '../admin/testing/admin-fixtures.ts';
import { documentFile } from '../documents/document-file.ts';
import { deliverOutbox } from '../mail/deliver-outbox.ts';
import { createSmtpTransport } from '../mail/smtp-transport.ts';
import { findOrderById } from '../repositories/order-queries.repository.ts';
import { startTestSmtpServer } from '../testing/smtp-test-server.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { prepareCommerce, storeQuery } from './testing/commerce-fixtures.ts';

/** The text of a PDF as poppler reads it, one space between words. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describeEachDatabase('the order confirmation: its mail and its invoice', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
  });
  afterAll(() => api.close());

  const db = () => api.database.db;

  for (const locale of ['sv', 'nl'] as const) {
    it(`a ${locale} order: the mail and the PDF carry the order's lines, VAT per rate and total in its currency`, async () => {
      // Two VAT rates in one order: a screen at the standard rate and a book-like reduced one where the store has it.
      const placed = await placeOrder(api, {
        locale,
        items: [
          { sku: 'SCREEN-1', quantity: 2 },
          { sku: 'GIFTCARD-500', quantity: 1 },
        ],
        payment: locale === 'nl' ? 'card' : 'invoice',
      });
      if (locale === 'nl') await decidePayment(api, placed.redirectUrl, 'approve');
      const order = await findOrderById(db(), placed.id);
      if (!order) throw new Error('no order');
      const store = getStore(locale);
      const money = (amount: number) => formatPrice(amount as Parameters<typeof formatPrice>[0], store);
      const rates = await db()
        .selectFrom('order_vat_rates')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();

      const mail = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'order_confirmation')
        .where('to_address', '=', order.email)
        .where('body_text', 'like', `%${order.number}%`)
        .executeTakeFirstOrThrow();
      expect(mail.locale).toBe(locale);
      expect(mail.subject).toContain(order.number);
      expect(mail.body_text).toContain(money(order.total));
      for (const rate of rates) expect(mail.body_text).toContain(money(rate.vat));
      expect(mail.body_html).toContain(`lang="${store.iso}"`);

      const [invoice] = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(JSON.parse(mail.attachments ?? '[]')).toEqual([{ kind: 'invoice', invoice_id: invoice?.id }]);
      if (!invoice) throw new Error('no invoice');
      expect(invoice).toMatchObject({
        kind: 'invoice',
        total: order.total,
        vat: order.vat_total,
        currency: order.currency,
      });
      const text = pdfText((await documentFile(invoice)).content);
      expect(text).toContain(invoice.number);
      expect(text).toContain(order.number);
      expect(text).toContain(api.config.seller.organisationNumber);
      expect(text).toContain(api.config.seller.vatNumber);
      expect(text.replace(/\s/g, '')).toContain(money(order.total).replace(/\s/g, ''));
      for (const rate of rates) expect(text.replace(/\s/g, '')).toContain(money(rate.vat).replace(/\s/g, ''));
    });
  }

  it('an order awaiting its card payment gets no invoice and no mail until the payment is approved', async () => {
    const placed = await placeOrder(api, { items: [{ sku: 'CABLE-1', quantity: 1 }], payment: 'card' });
    const invoices = () =>
      db().selectFrom('invoices').select('id').where('order_id', '=', placed.id).execute();
    const mails = () =>
      db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'order_confirmation')
        .where('body_text', 'like', `%${placed.number}%`)
        .execute();
    expect(await invoices()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect((await findOrderById(db(), placed.id))?.paid_total).toBe(0);
    await decidePayment(api, placed.redirectUrl, 'approve');
    expect(await invoices()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('the shopper downloads the invoice with the order login, and nobody else can', async () => {
    const placed = await placeOrder(api, { items: [{ sku: 'CABLE-1', quantity: 1 }] });
    const other = await placeOrder(api, { items: [{ sku: 'CABLE-1', quantity: 1 }] });
    const token = await orderToken(api, placed.number);
    const order = await api.request(`/api/orders/${placed.number}?${storeQuery('sv')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [invoice] = order.json.invoices as { id: number; number: string; kind: string }[];
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^F\d+$/) });
    const pdf = await fetch(
      `${api.baseUrl}/api/orders/${placed.number}/invoices/${invoice?.id}?${storeQuery('sv')}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const foreign = await api.request(
      `/api/orders/${other.number}/invoices/${invoice?.id}?${storeQuery('sv')}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(foreign.status).toBe(404);
    const anonymous = await api.request(
      `/api/orders/${placed.number}/invoices/${invoice?.id}?${storeQuery('sv')}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('goes out over SMTP with its HTML part and the invoice attached as a PDF', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const placed = await placeOrder(api, { items: [{ sku: 'CABLE-1', quantity: 2 }] });
      await db()
        .updateTable('mail_outbox')
        .set({ sent_at: new Date().toISOString() })
        .where('body_text', 'not like', `%${placed.number}%`)
        .execute();
      const transport = createSmtpTransport(smtp.url, 'Mobildelar <order@mobildelar.example>');
      expect(await deliverOutbox({ db: db(), transport })).toEqual({ sent: 1, failed: 0 });
      transport.close();
      const [received] = smtp.received;
      const parsed = await simpleParser(received?.raw ?? '');
      expect(parsed.subject).toContain(placed.number);
      expect(typeof parsed.html === 'string' && parsed.html.includes(placed.number)).toBe(true);
      expect(parsed.attachments.map((file) => [file.contentType, file.filename?.endsWith('.pdf')])).toEqual([
        ['application/pdf', true],
      ]);
    } finally {
      await smtp.close();
    }
  });
});
