import { z } from 'zod';
import {
  orderInfoResponseSchema,
  orderLoginRequestSchema,
  refreshRequestSchema,
  tokensResponseSchema,
} from './auth.ts';
import type { EndpointContract } from './endpoint.ts';
import { orderParamsSchema } from './orders.ts';
import { createReturnRequestSchema, returnableResponseSchema, returnResponseSchema } from './returns.ts';
import { storeQuerySchema } from './store-query.ts';
import { subscriptionParamsSchema, subscriptionSchema, updateSubscriptionSchema } from './subscriptions.ts';

const store = [storeQuerySchema];

/** The order login (guest order access), returns and subscriptions, as the OpenAPI document lists them. */
export const afterSalesEndpoints: readonly EndpointContract[] = [
  {
    method: 'POST',
    path: '/api/order-auth/login',
    tag: 'order-auth',
    origin: 'spec-7',
    summary: 'Log in to one order',
    description:
      'The order number with the e-mail address of the order (and its postal code, when given, must match too); tokens with scope my-order. Attempts are limited per order number and address.',
    query: store,
    body: orderLoginRequestSchema,
    response: tokensResponseSchema,
    errors: [400, 401, 429],
  },
  {
    method: 'POST',
    path: '/api/order-auth/refresh',
    tag: 'order-auth',
    origin: 'spec-7',
    summary: 'New tokens for an order login',
    description: 'Same shape as POST /api/auth/refresh, for the order login.',
    query: store,
    body: refreshRequestSchema,
    response: tokensResponseSchema,
    errors: [400, 401],
  },
  {
    method: 'GET',
    path: '/api/order-auth/info',
    tag: 'order-auth',
    origin: 'spec-7',
    summary: 'The single-order guest',
    description: 'Needs the bearer token of an order login: name, order_id and scope my-order (spec 3).',
    query: store,
    response: orderInfoResponseSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'GET',
    path: '/api/orders/{ref}/returnable',
    tag: 'returns',
    origin: 'not-shown',
    summary: 'What can still be returned from an order',
    description: 'Needs the bearer token of the account that placed the order or of its order login.',
    params: orderParamsSchema,
    query: store,
    response: returnableResponseSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/orders/{ref}/returns',
    tag: 'returns',
    origin: 'not-shown',
    summary: 'Return lines of an order',
    description:
      'Lines by their position in the order, quantities and a reason. Only a delivered order can be returned (409).',
    params: orderParamsSchema,
    query: store,
    body: createReturnRequestSchema,
    response: returnResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'GET',
    path: '/api/orders/{ref}/returns',
    tag: 'returns',
    origin: 'not-shown',
    summary: 'The returns of an order',
    description: 'Needs the bearer token of the account that placed the order or of its order login.',
    params: orderParamsSchema,
    query: store,
    response: z.array(returnResponseSchema),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/returns',
    tag: 'returns',
    origin: 'not-shown',
    summary: 'The returns of the logged-in customer',
    description: 'Needs the bearer token of an account login.',
    query: store,
    response: z.array(returnResponseSchema),
    errors: [400, 401, 403],
  },
  {
    method: 'GET',
    path: '/api/subscriptions',
    tag: 'subscriptions',
    origin: 'not-shown',
    summary: 'The subscriptions of the logged-in customer or order',
    description: 'Needs a bearer token.',
    query: store,
    response: z.array(subscriptionSchema),
    errors: [400, 401],
  },
  {
    method: 'PATCH',
    path: '/api/subscriptions/{id}',
    tag: 'subscriptions',
    origin: 'not-shown',
    summary: 'Pause, resume or cancel a subscription, or change its interval',
    description: 'Needs a bearer token that owns the subscription.',
    params: subscriptionParamsSchema,
    query: store,
    body: updateSubscriptionSchema,
    response: subscriptionSchema,
    errors: [400, 401, 403, 404],
  },
];
