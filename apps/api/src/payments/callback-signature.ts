import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CallbackPayload {
  readonly session_id: string;
  readonly status: 'approved' | 'declined';
  readonly amount: number;
  readonly currency: string;
}

/** The test provider's key: derived from the shop secret, so it signs nothing else. */
function providerKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('test-payment-provider').digest();
}

function canonical(payload: CallbackPayload): string {
  return [payload.session_id, payload.status, String(payload.amount), payload.currency].join('.');
}

/** HMAC-SHA256 of the callback's fields, hex. */
export function signCallback(secret: string, payload: CallbackPayload): string {
  return createHmac('sha256', providerKey(secret)).update(canonical(payload)).digest('hex');
}

export function verifyCallback(secret: string, payload: CallbackPayload, signature: string): boolean {
  const expected = Buffer.from(signCallback(secret, payload), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The hosted test page's own mark on its Approve and Decline forms (issue 22 point 5): a decision
 * is taken only with the signature the page issued for that session and that decision, so a bare
 * `decision=approve` post cannot confirm an unpaid order.
 */
export function signDecision(secret: string, sessionId: string, decision: 'approve' | 'decline'): string {
  return createHmac('sha256', providerKey(secret)).update(`decision.${sessionId}.${decision}`).digest('hex');
}

export function verifyDecision(
  secret: string,
  sessionId: string,
  decision: 'approve' | 'decline',
  signature: string,
): boolean {
  const expected = Buffer.from(signDecision(secret, sessionId, decision), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
