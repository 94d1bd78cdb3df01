import { csrfHeader, idempotencyHeader } from '@shop/contracts/admin-permissions';

/** A field the server found wrong: `path` as the contract names it ("lines.0.quantity", "reason"). */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * An answer other than success, as the API sends it: `{statusCode, error, message, issues?}`,
 * where `error` is the code (UNAUTHENTICATED, ORDER_CHANGED, ...). A request that never got an
 * answer has status 0 and code NETWORK.
 */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: readonly FieldIssue[];
  /** The whole answer: some errors carry more (a 409 VERSION_CONFLICT: the product now, the fields changed). */
  readonly body: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    issues: readonly FieldIssue[] = [],
    body: unknown = null,
  ) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.body = body;
  }
}

export function isAdminApiError(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError;
}

const apiRoot = '/api/admin';

/** The session's CSRF token, sent with every write; the session provider keeps it current. */
let csrfToken: string | null = null;

export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

type SessionProblemListener = (error: AdminApiError) => void;
const sessionProblemListeners = new Set<SessionProblemListener>();

/**
 * Tells the listener when a call finds the session gone (401 UNAUTHENTICATED) or an owner who
 * must turn two-factor on first (403 TOTP_ENROLMENT_REQUIRED): the app reacts in one place.
 */
export function onSessionProblem(listener: SessionProblemListener): () => void {
  sessionProblemListeners.add(listener);
  return () => sessionProblemListeners.delete(listener);
}

function isSessionProblem(error: AdminApiError): boolean {
  return error.code === 'UNAUTHENTICATED' || error.code === 'TOTP_ENROLMENT_REQUIRED';
}

export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/** `/orders` with `{status: 'confirmed', q: ''}` as `/api/admin/orders?status=confirmed`. */
export function apiUrl(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return `${apiRoot}${path}${text ? `?${text}` : ''}`;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldIssue).path === 'string' &&
    typeof (value as FieldIssue).message === 'string'
  );
}

async function errorOf(response: Response): Promise<AdminApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) {
    return new AdminApiError(response.status, `HTTP_${response.status}`, response.statusText);
  }
  const { error, message, issues } = body as Record<string, unknown>;
  return new AdminApiError(
    response.status,
    typeof error === 'string' ? error : `HTTP_${response.status}`,
    typeof message === 'string' ? message : response.statusText,
    Array.isArray(issues) ? issues.filter(isFieldIssue) : [],
    body,
  );
}

async function call<T>(url: string, init: RequestInit, reportSessionProblems: boolean): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new AdminApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'No answer');
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (reportSessionProblems && isSessionProblem(error)) {
      for (const listener of sessionProblemListeners) listener(error);
    }
    throw error;
  }
  return (await response.json()) as T;
}

export interface ReadOptions {
  readonly query?: QueryValues;
  readonly signal?: AbortSignal;
  /** False for the session check at start: no session is an answer there, not a problem. */
  readonly reportSessionProblems?: boolean;
}

/** GET an answer of the back-office API; `T` is the contract's type of it. */
export function readApi<T>(path: string, options: ReadOptions = {}): Promise<T> {
  return call<T>(
    apiUrl(path, options.query),
    { method: 'GET', headers: { accept: 'application/json' }, signal: options.signal },
    options.reportSessionProblems ?? true,
  );
}

export interface WriteOptions {
  /** A refund's key: the same key twice makes one refund (a double click, a retry). */
  readonly idempotencyKey?: string;
}

/** A write: a JSON body (`{}` when there is nothing to say) with the session's CSRF token. */
export function writeApi<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: object = {},
  options: WriteOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (csrfToken) headers[csrfHeader] = csrfToken;
  if (options.idempotencyKey) headers[idempotencyHeader] = options.idempotencyKey;
  return call<T>(apiUrl(path), { method, headers, body: JSON.stringify(body) }, true);
}

/** A random id for an Idempotency-Key; randomUUID needs a secure context, so there is a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A file upload (multipart/form-data) with the session's CSRF token: the CSV import, product photos. */
export function uploadApi<T>(path: string, query: QueryValues, form: FormData): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (csrfToken) headers[csrfHeader] = csrfToken;
  return call<T>(apiUrl(path, query), { method: 'POST', headers, body: form }, true);
}
