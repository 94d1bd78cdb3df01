import { describe, expect, it } from 'vitest';
import {
  routesWithUnknownMiddleware,
  unknownMiddlewareMessage,
  unknownMiddlewareResponse,
} from './middleware-check.ts';

describe("spec 8: 'Unknown middleware' (500), a build fault", () => {
  it('a build whose routes hold their middleware as functions is sound', () => {
    expect(
      routesWithUnknownMiddleware({
        root: { module: { middleware: [async () => undefined] } },
        'home.sv': { module: {} },
        missing: undefined,
      }),
    ).toEqual([]);
  });

  it('names each route whose middleware is not a list of functions', () => {
    expect(
      routesWithUnknownMiddleware({
        root: { module: { middleware: ['auth'] } },
        'product.sv': { module: { middleware: 'auth' } },
        'cart.sv': { module: { middleware: [async () => undefined, null] } },
        'home.sv': { module: { middleware: [] } },
      }),
    ).toEqual(['root', 'product.sv', 'cart.sv']);
  });

  it('a faulty build answers 500 with the message of the error catalogue', async () => {
    const answer = unknownMiddlewareResponse();
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe(unknownMiddlewareMessage);
    expect(unknownMiddlewareMessage).toBe('Unknown middleware');
  });
});
