import type { InvoiceRow } from '../repositories/invoices.repository.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** An issued invoice or credit note as the PDF file a mail attaches and a download answers. */
export async function documentFile(
  invoice: Pick<InvoiceRow, 'number' | 'document'>,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const document = JSON.parse(invoice.document) as InvoiceDocument;
  return {
    filename: `${invoice.number}.pdf`,
    content: await renderInvoicePdf(document),
    contentType: 'application/pdf',
  };
}
