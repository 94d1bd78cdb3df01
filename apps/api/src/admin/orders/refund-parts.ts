import { asMinor } from '@shop/domain/money';
import { z } from 'zod';
import type { CreditPart, CreditVatRate } from '../../documents/issue-documents.ts';

/*
 * A refund keeps what it gives back part by part (refunds.lines) and its VAT per rate
 * (refunds.vat_by_rate), as JSON: the credit note is drawn from them.
 */

const partSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    position: z.number().int(),
    units: z.number().int(),
    amount: z.number().int(),
  }),
  z.object({ kind: z.literal('shipping'), amount: z.number().int(), vat_factor: z.number() }),
  z.object({ kind: z.literal('amount'), amount: z.number().int(), vat_factor: z.number() }),
]);
const rateSchema = z.object({ factor: z.number(), total: z.number().int(), vat: z.number().int() });

export function readRefundParts(text: string): CreditPart[] {
  return z
    .array(partSchema)
    .parse(JSON.parse(text))
    .map((part) => ({ ...part, amount: asMinor(part.amount) }));
}

export function readRefundRates(text: string): CreditVatRate[] {
  return z
    .array(rateSchema)
    .parse(JSON.parse(text))
    .map((rate) => ({ factor: rate.factor, total: asMinor(rate.total), vat: asMinor(rate.vat) }));
}

export function writeRefundParts(parts: readonly CreditPart[]): string {
  return JSON.stringify(parts);
}

export function writeRefundRates(rates: readonly CreditVatRate[]): string {
  return JSON.stringify(rates.map((rate) => ({ factor: rate.factor, total: rate.total, vat: rate.vat })));
}
