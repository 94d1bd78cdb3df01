import {
  checkoutParamsSchema,
  checkoutQuerySchema,
  createCheckoutBodySchema,
  customerDetailsBodySchema,
  paymentChoiceBodySchema,
  placeOrderBodySchema,
  servicePointsQuerySchema,
  shippingChoiceBodySchema,
} from '@shop/contracts/checkout';
import { asMinor, toMajor } from '@shop/domain/money';
import { includesVat } from '@shop/domain/pricing';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import { customerIdOf, isInternalUser } from '../cart/shopper.ts';
import { sessionsFor } from '../checkout/checkout-sessions.ts';
import { checkoutView, openCheckout, requireCheckout } from '../checkout/open-checkout.ts';
import { choosePayment } from '../checkout/payment-choice.ts';
import { customerDiscountsOf, priceCheckout } from '../checkout/price-checkout.ts';
import { chooseShipping, nearestServicePoints, shippingOptionsFor } from '../checkout/shipping-choice.ts';
import { saveCustomer } from '../checkout/update-customer.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { ordersPlaced } from '../operations/metrics.ts';
import { orderEffectsOf } from '../orders/order-effects-config.ts';
import { type PlaceOrderOutcome, placeOrder } from '../orders/place-order.ts';
import { paymentMethodsOffered } from '../payments/payment-methods.ts';
import { paymentMethodView } from '../use-cases/store-payment.ts';

const closed = () =>
  new AppError(
    'CHECKOUT_CLOSED',
    409,
    'The checkout has an order already: start a new checkout to change it',
  );

const choiceErrors = {
  UNKNOWN_SHIPPING_METHOD: () =>
    new AppError('UNKNOWN_SHIPPING_METHOD', 400, 'The store has no such shipping method'),
  SERVICE_POINT_REQUIRED: () =>
    new AppError(
      'SERVICE_POINT_REQUIRED',
      400,
      'This shipping method delivers to a service point: choose one',
    ),
  UNKNOWN_SERVICE_POINT: () =>
    new AppError(
      'UNKNOWN_SERVICE_POINT',
      400,
      "The service point is not one of this carrier's points in the store",
    ),
  UNKNOWN_PAYMENT_METHOD: () =>
    new AppError('UNKNOWN_PAYMENT_METHOD', 400, 'The store has no such payment method'),
  PAYMENT_METHOD_NOT_FOR_BUYER: () =>
    new AppError(
      'PAYMENT_METHOD_NOT_FOR_BUYER',
      400,
      'This payment method is not offered to this kind of buyer',
    ),
  CHECKOUT_CLOSED: closed,
} as const;

/** A refused order as its HTTP answer: 409, with the code, and the skus, coupons or steps concerned. */
function refusal(outcome: Extract<PlaceOrderOutcome, { ok: false }>): AppError {
  switch (outcome.code) {
    case 'CHECKOUT_INCOMPLETE':
      return new AppError(
        outcome.code,
        409,
        `The checkout is not complete: ${outcome.missing.join(', ')}`,
        outcome.missing.map((step) => ({ path: step, message: 'is missing' })),
      );
    case 'OUT_OF_STOCK':
    case 'CART_CHANGED':
      return new AppError(
        outcome.code,
        409,
        outcome.code === 'OUT_OF_STOCK'
          ? `Not enough stock: ${outcome.skus.join(', ')}`
          : outcome.skus.length > 0
            ? `The cart changed (${outcome.skus.join(', ')}): sync the cart and check it again`
            : 'The checkout changed while the order was placed: check it again',
        outcome.skus.map((sku) => ({
          path: sku,
          message: outcome.code === 'OUT_OF_STOCK' ? 'out of stock' : 'changed',
        })),
      );
    case 'COUPON_USED_UP':
    case 'COUPON_REJECTED':
      return new AppError(
        outcome.code,
        409,
        outcome.code === 'COUPON_USED_UP'
          ? `The coupon has no uses left: ${outcome.coupons.join(', ')}`
          : `The coupon no longer applies: ${outcome.coupons.join(', ')}: sync the coupons`,
        outcome.coupons.map((code) => ({
          path: code,
          message: outcome.code === 'COUPON_USED_UP' ? 'used up' : 'rejected',
        })),
      );
    case 'PRICE_CHANGED':
      return new AppError(outcome.code, 409, `The total changed to ${outcome.total}: check the order again`);
    case 'CHECKOUT_CLOSED':
      return closed();
  }
}

/** The checkout calls (not shown in the spec; docs/decisions/007). */
export function checkoutRoutes({ database, config, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    const deps = {
      db: database.db,
      now: () => new Date(),
      domains: config.domains,
      cache: catalogCacheFor(database),
      effects: orderEffectsOf(config),
      testPayments: config.testPayments,
    };

    const context = async (request: FastifyRequest, reply: FastifyReply) => {
      const { locale, vat } = parseInput(checkoutQuerySchema, request.query, 'query');
      const { id } = parseInput(checkoutParamsSchema, request.params, 'path');
      const claims = await auth.optionalToken(request);
      reply.header('cache-control', 'no-store');
      const store = getStore(locale, config.domains);
      return {
        store,
        checkout: await requireCheckout(deps, id),
        customerId: customerIdOf(claims),
        includeVat: includesVat(store, vat ?? true),
      };
    };

    api.post('/checkout', async (request, reply) => {
      const { locale, vat } = parseInput(checkoutQuerySchema, request.query, 'query');
      const body = parseInput(createCheckoutBodySchema, request.body, 'body');
      const claims = await auth.optionalToken(request);
      const store = getStore(locale, config.domains);
      const customerId = customerIdOf(claims);
      const { checkout, created } = await openCheckout(deps, {
        store,
        checkoutId: body.checkout_order_id ?? null,
        campaignData: body.campaign_data ?? null,
        customerId,
        internal: isInternalUser(request.ip, config.internalAddresses),
      });
      reply.status(created ? 201 : 200).header('cache-control', 'no-store');
      return checkoutView(deps, { checkout, store, customerId, includeVat: includesVat(store, vat ?? true) });
    });

    api.get('/checkout/:id', async (request, reply) => {
      const { checkout, store, customerId, includeVat } = await context(request, reply);
      return checkoutView(deps, { checkout, store, customerId, includeVat });
    });

    api.put('/checkout/:id/customer', async (request, reply) => {
      const { checkout, store, customerId, includeVat } = await context(request, reply);
      const body = parseInput(customerDetailsBodySchema, request.body, 'body');
      const outcome = await saveCustomer(deps, { checkout, store, body });
      if (!outcome.ok) {
        if (outcome.code === 'CHECKOUT_CLOSED') throw closed();
        const summary = outcome.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
        throw new AppError('INVALID_CUSTOMER', 400, `Invalid body: ${summary}`, outcome.issues);
      }
      return checkoutView(deps, { checkout: outcome.checkout, store, customerId, includeVat });
    });

    api.get('/checkout/:id/shipping-options', async (request, reply) => {
      const { checkout, store, customerId, includeVat } = await context(request, reply);
      const pricing = await priceCheckout(deps.db, {
        checkout,
        store,
        includeVat,
        now: deps.now(),
        customerDiscounts: await customerDiscountsOf(deps.db, customerId),
        cache: deps.cache,
      });
      return shippingOptionsFor(deps, { checkout, store, pricing });
    });

    api.put('/checkout/:id/shipping', async (request, reply) => {
      const { checkout, store, customerId, includeVat } = await context(request, reply);
      const body = parseInput(shippingChoiceBodySchema, request.body, 'body');
      const outcome = await chooseShipping(deps, {
        checkout,
        store,
        method: body.shipping_method,
        servicePointId: body.service_point_id ?? null,
      });
      if (!outcome.ok) throw choiceErrors[outcome.code]();
      return checkoutView(deps, { checkout: outcome.checkout, store, customerId, includeVat });
    });

    api.get('/checkout/:id/payment-methods', async (request, reply) => {
      const { store } = await context(request, reply);
      return (await paymentMethodsOffered(deps.db, store, deps)).map((method) =>
        paymentMethodView(method, store.code),
      );
    });

    api.put('/checkout/:id/payment', async (request, reply) => {
      const { checkout, store, customerId, includeVat } = await context(request, reply);
      const body = parseInput(paymentChoiceBodySchema, request.body, 'body');
      const outcome = await choosePayment(deps, {
        checkout,
        store,
        method: body.payment_method,
        offering: deps,
      });
      if (!outcome.ok) throw choiceErrors[outcome.code]();
      return checkoutView(deps, { checkout: outcome.checkout, store, customerId, includeVat });
    });

    api.get('/checkout/:id/sessions', async (request, reply) => {
      const { checkout, store } = await context(request, reply);
      return sessionsFor(deps.db, checkout.id, store.code);
    });

    api.post('/checkout/:id/place-order', async (request, reply) => {
      const { checkout, store, customerId, includeVat } = await context(request, reply);
      const body = parseInput(placeOrderBodySchema, request.body, 'body');
      const outcome = await placeOrder(deps, {
        checkoutId: checkout.id,
        store,
        customerId,
        includeVat,
        internal: isInternalUser(request.ip, config.internalAddresses),
        expectedTotal: body.expected_total,
      });
      if (!outcome.ok) throw refusal(outcome);
      if (outcome.created) ordersPlaced.inc({ store: store.code });
      reply.status(outcome.created ? 201 : 200);
      return {
        order_id: outcome.order.id,
        order_number: outcome.order.number,
        status: outcome.order.status,
        payment_status: outcome.order.payment_status,
        total: toMajor(asMinor(outcome.order.total), outcome.order.currency),
        redirect_url: outcome.redirectUrl,
        created: outcome.created,
      };
    });

    api.get('/service-points', async (request, reply) => {
      const query = parseInput(servicePointsQuerySchema, request.query, 'query');
      reply.header('cache-control', 'no-store');
      return nearestServicePoints(deps, {
        store: getStore(query.locale, config.domains),
        carrier: query.carrier,
        postalCode: query.postal_code,
        limit: query.limit,
      });
    });
  };
}
