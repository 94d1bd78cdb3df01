import {
  paymentCallbackBodySchema,
  paymentDecisionBodySchema,
  paymentPageQuerySchema,
  paymentSessionParamsSchema,
  paymentSignatureHeader,
} from '@shop/contracts/checkout';
import { storeQuerySchema } from '@shop/contracts/store-query';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { AppError, notFound } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { orderEffectsOf } from '../orders/order-effects-config.ts';
import { signCallback, verifyDecision } from '../payments/callback-signature.ts';
import { completePayment } from '../payments/complete-payment.ts';
import { expireStalePayments } from '../payments/expire-payments.ts';
import { findPaymentPage, returnUrl } from '../payments/payment-pages.ts';
import { renderTestPaymentPage, testPaymentPagePolicy } from '../payments/test-payment-page.ts';
import { storePayment } from '../use-cases/store-payment.ts';

const callbackErrors = {
  BAD_SIGNATURE: () => new AppError('BAD_SIGNATURE', 401, 'The callback signature does not match'),
  UNKNOWN_SESSION: () => notFound('No such payment session'),
  PAYMENT_MISMATCH: () =>
    new AppError('PAYMENT_MISMATCH', 400, 'The amount or currency is not the payment’s'),
  SESSION_CLOSED: () => new AppError('SESSION_CLOSED', 409, 'The payment was already decided otherwise'),
} as const;

const unsignedDecision = () =>
  new AppError('BAD_SIGNATURE', 403, 'The decision does not carry the payment page’s signature');

/**
 * The test-mode payment provider (docs/decisions/007): its hosted page, the shopper's decision,
 * its signed callback and the way back to the shop. A real provider plugs in beside it.
 */
export function paymentsRoutes({ database, config }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    const deps = {
      db: database.db,
      now: () => new Date(),
      secret: config.secret,
      effects: orderEffectsOf(config),
    };

    // The provider page posts an HTML form.
    api.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    // A shopper who leaves the provider's page gets the order's stock and coupon uses back later.
    let sweep: NodeJS.Timeout | undefined;
    api.addHook('onReady', async () => {
      sweep = setInterval(() => {
        expireStalePayments(deps, config.paymentTimeoutMinutes).catch((error: unknown) => {
          api.log.error({ err: error }, 'expiring payments failed');
        });
      }, 60_000);
      sweep.unref();
    });
    api.addHook('onClose', async () => clearInterval(sweep));

    const pageFacts = async (params: unknown) => {
      const { session } = parseInput(paymentSessionParamsSchema, params, 'path');
      const facts = await findPaymentPage(database.db, session);
      if (!facts) throw notFound('No such payment session');
      return facts;
    };

    api.get('/store-payment', async (request) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      return storePayment(database.db, getStore(locale, config.domains), config);
    });

    // Issue 22 point 5: with the test providers off (the default on PostgreSQL) their page, the
    // decision and the callback do not exist.
    if (!config.testPayments) return;

    api.get('/payments/test/:session', async (request, reply) => {
      parseInput(paymentPageQuerySchema, request.query, 'query');
      const facts = await pageFacts(request.params);
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', testPaymentPagePolicy(config.domains))
        .type('text/html; charset=utf-8');
      return renderTestPaymentPage(facts, config.secret);
    });

    api.post('/payments/test/:session/decision', async (request, reply) => {
      const facts = await pageFacts(request.params);
      const { decision, signature } = parseInput(paymentDecisionBodySchema, request.body, 'body');
      if (!verifyDecision(config.secret, facts.session.id, decision, signature)) throw unsignedDecision();
      if (facts.session.status === 'pending') {
        const payload = {
          session_id: facts.session.id,
          status: decision === 'approve' ? ('approved' as const) : ('declined' as const),
          amount: facts.session.amount,
          currency: facts.session.currency,
        };
        // The provider notifies the shop server to server, signed, as a real provider does.
        const delivered = await api.inject({
          method: 'POST',
          url: '/api/payments/test/callback',
          payload,
          headers: { [paymentSignatureHeader]: signCallback(config.secret, payload) },
        });
        if (delivered.statusCode >= 500)
          throw new Error(`The payment callback failed: ${delivered.statusCode}`);
      }
      return reply.redirect(`/api/payments/test/${facts.session.id}/return`, 303);
    });

    api.post('/payments/test/callback', async (request, reply) => {
      const payload = parseInput(paymentCallbackBodySchema, request.body, 'body');
      const signature = request.headers[paymentSignatureHeader];
      const outcome = await completePayment(deps, payload, typeof signature === 'string' ? signature : '');
      if (!outcome.ok) throw callbackErrors[outcome.code]();
      reply.header('cache-control', 'no-store');
      return { order_id: outcome.orderId, status: outcome.status, changed: outcome.changed };
    });

    api.get('/payments/test/:session/return', async (request, reply) => {
      const facts = await pageFacts(request.params);
      reply.header('cache-control', 'no-store');
      return reply.redirect(returnUrl(facts, config.domains), 303);
    });
  };
}
