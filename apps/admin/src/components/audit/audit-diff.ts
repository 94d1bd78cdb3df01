/** One changed value of an audited entity: its path and what it was and became (undefined: absent). */
export interface AuditChange {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects as dotted paths ({a: {b: 1}} -> a.b = 1); arrays and plain values stay whole. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value);
}

function flat(value: unknown): Map<string, unknown> {
  const into = new Map<string, unknown>();
  if (value !== null && value !== undefined) flatten(value, '', into);
  return into;
}

/**
 * What an audited write changed, key by key, in the order the keys come: only the keys whose
 * values differ, so a readable diff shows the change and not the whole entity twice. A value that
 * is no object (or none: a creation, a removal) counts as one key with an empty path.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flat(before);
  const now = flat(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => JSON.stringify(old.get(path)) !== JSON.stringify(now.get(path)))
    .map((path) => ({ path, before: old.get(path), after: now.get(path) }));
}

/** A value of the diff as text: strings as they are, anything else as compact JSON; absent as empty. */
export function auditValueText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
