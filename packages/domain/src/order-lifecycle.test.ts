import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedOrderEvents,
  canCancelOrderLines,
  isCharged,
  isFinalOrderStatus,
  isOpenReturn,
  isWithinReturnWindow,
  type OrderEvent,
  type OrderStatus,
  orderEvents,
  orderStatuses,
  orderTransitions,
  returnEvents,
  returnStatuses,
  returnTransitions,
  transitionOrder,
  transitionReturn,
} from './order-lifecycle.ts';

const status = fc.constantFrom(...orderStatuses);
const event = fc.constantFrom(...orderEvents);

/** Every (from, event, to) the table allows, written out: the test fails if the table grows unseen. */
const expectedMoves = [
  'pending_payment approve_payment confirmed',
  'pending_payment fail_payment payment_failed',
  'pending_payment cancel cancelled',
  'confirmed pack packed',
  'confirmed ship shipped',
  'confirmed cancel cancelled',
  'packed ship shipped',
  'packed cancel cancelled',
  'shipped deliver delivered',
];

describe('the order lifecycle', () => {
  it('allows exactly the moves of the table, and no other pair of status and event', () => {
    const moves = orderStatuses.flatMap((from) =>
      orderEvents.flatMap((on) => {
        const outcome = transitionOrder(from, on);
        return outcome.ok ? [`${from} ${on} ${outcome.to}`] : [];
      }),
    );
    expect(moves.sort()).toEqual([...expectedMoves].sort());
  });

  it('no transition outside the table: any walk of events only takes moves of the table', () => {
    fc.assert(
      fc.property(status, fc.array(event, { maxLength: 30 }), (start, events) => {
        let current: OrderStatus = start;
        for (const on of events) {
          const outcome = transitionOrder(current, on);
          if (outcome.ok) {
            expect(orderTransitions[current][on]).toBe(outcome.to);
            current = outcome.to;
          } else {
            // A refused event leaves the order where it was and names what is allowed instead.
            expect(orderTransitions[current][on]).toBeUndefined();
            expect(outcome.allowed).toEqual(allowedOrderEvents(current));
            expect(outcome.allowed).not.toContain(on);
          }
        }
      }),
    );
  });

  it('a shipped order is never cancelled, whatever happens after it ships', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let current: OrderStatus = 'shipped';
        for (const on of events) {
          const outcome = transitionOrder(current, on);
          if (outcome.ok) current = outcome.to;
          expect(current === 'shipped' || current === 'delivered').toBe(true);
        }
      }),
    );
  });

  it('delivered, cancelled and payment_failed are final; every other status can still move', () => {
    expect(orderStatuses.filter(isFinalOrderStatus)).toEqual(['delivered', 'payment_failed', 'cancelled']);
    for (const from of orderStatuses.filter((value) => !isFinalOrderStatus(value)))
      expect(allowedOrderEvents(from).length).toBeGreaterThan(0);
  });

  it('every status is reachable from a new order awaiting payment', () => {
    const reached = new Set<OrderStatus>(['pending_payment']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const from of [...reached])
        for (const on of orderEvents) {
          const outcome = transitionOrder(from, on);
          if (outcome.ok && !reached.has(outcome.to)) {
            reached.add(outcome.to);
            grew = true;
          }
        }
    }
    expect([...reached].sort()).toEqual([...orderStatuses].sort());
  });

  it('names the refusal: shipping a cancelled order is TRANSITION_NOT_ALLOWED with nothing allowed', () => {
    expect(transitionOrder('cancelled', 'ship')).toEqual({
      ok: false,
      code: 'TRANSITION_NOT_ALLOWED',
      from: 'cancelled',
      event: 'ship',
      allowed: [],
    });
    const ship: OrderEvent = 'ship';
    expect(transitionOrder('packed', ship)).toEqual({
      ok: true,
      from: 'packed',
      to: 'shipped',
      event: 'ship',
    });
  });

  it('single lines are cancelled only while the order waits in the warehouse', () => {
    expect(orderStatuses.filter(canCancelOrderLines)).toEqual(['confirmed', 'packed']);
  });

  it('a shopper is charged once a card payment is approved or an invoice is issued', () => {
    expect(['invoice', 'approved', 'pending', 'declined', 'expired'].filter(isCharged)).toEqual([
      'invoice',
      'approved',
    ]);
  });
});

describe('the return lifecycle', () => {
  it('requested -> approved -> received -> refunded, or rejected before it is received', () => {
    const moves = returnStatuses.flatMap((from) =>
      returnEvents.flatMap((on) => {
        const outcome = transitionReturn(from, on);
        return outcome.ok ? [`${from} ${on} ${outcome.to}`] : [];
      }),
    );
    expect(moves.sort()).toEqual(
      [
        'requested approve approved',
        'requested reject rejected',
        'approved receive received',
        'approved reject rejected',
        'received refund refunded',
      ].sort(),
    );
  });

  it('no return move outside the table, and a refunded or rejected return is closed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...returnStatuses),
        fc.array(fc.constantFrom(...returnEvents), { maxLength: 20 }),
        (start, events) => {
          let current = start;
          for (const on of events) {
            const outcome = transitionReturn(current, on);
            if (outcome.ok) {
              expect(returnTransitions[current][on]).toBe(outcome.to);
              current = outcome.to;
            } else expect(returnTransitions[current][on]).toBeUndefined();
          }
        },
      ),
    );
    expect(returnStatuses.filter(isOpenReturn)).toEqual(['requested', 'approved', 'received']);
  });

  it('the window closes at the end of its last day after delivery', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(isWithinReturnWindow(delivered, new Date('2026-11-15T10:00:00Z'), 14)).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date('2026-11-15T10:00:01Z'), 14)).toBe(false);
  });
});
