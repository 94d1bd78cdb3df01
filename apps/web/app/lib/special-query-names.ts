/**
 * Spec 2: the special query parameters with an effect of their own (q, page and phone_model
 * are read by the search screen and the scroll behaviour). A cheap test, so the code that
 * handles them loads only on the pages that carry one.
 */
export const specialQueryNames = [
  'atc',
  'token',
  'change_password',
  'login',
  'disc',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
] as const;

export function hasSpecialQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return specialQueryNames.some((name) => query.has(name));
}
