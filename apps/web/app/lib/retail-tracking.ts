import { ConsentFlag, type ConsentFlags, hasConsent } from '@shop/domain/consent';

/** A store's retail tracking provider (spec 7): where to POST and the website identifier. */
export interface RetailTrackingSetting {
  readonly url: string;
  readonly websiteUuid: string;
}

/** Where the browser keeps the visitor id, per provider website, so it is asked for once. */
export function retailTrackingKey(setting: RetailTrackingSetting): string {
  return `retail-tracking-id:${setting.websiteUuid}`;
}

/** The recommendation box of the home page (spec 7: product_box_id). */
export const HOME_RECOMMENDATION_BOX = 'home-recommendations';

export interface RetailTrackingDeps {
  readonly fetch: typeof fetch;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * Spec 7: the retail tracking call. The browser POSTs {websiteUUid} to the store's tracking URL
 * and uses the id it answers as the tracking user id (the recommendation call's user_id). Nothing
 * is sent without a configured provider or without the shopper's consent to analytics storage
 * (spec 4); a failure gives no id and is otherwise ignored (spec 8: other analytics failures).
 */
export async function retailTrackingId(
  setting: RetailTrackingSetting | null,
  consent: ConsentFlags | null,
  deps: RetailTrackingDeps,
): Promise<string | null> {
  if (!setting || consent === null || !hasConsent(consent, ConsentFlag.AnalyticsStorage)) return null;
  const key = retailTrackingKey(setting);
  const kept = readKept(deps.storage, key);
  if (kept) return kept;
  try {
    const answer = await deps.fetch(setting.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ websiteUUid: setting.websiteUuid }),
      credentials: 'omit',
    });
    if (!answer.ok) return null;
    const body: unknown = await answer.json();
    const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    const text = String(id).slice(0, 100);
    if (text === '') return null;
    try {
      deps.storage?.setItem(key, text);
    } catch {
      // Storage full or blocked: the id serves this page only.
    }
    return text;
  } catch {
    return null;
  }
}

function readKept(storage: RetailTrackingDeps['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The browser's local storage, or null where it is blocked (cookies off, some private modes). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
