import type { z } from 'zod';
import type { AdminAccess } from './admin-permissions.ts';

/**
 * One API call as the OpenAPI document describes it. Each area of the API lists its calls in a
 * `*-endpoints.ts` file; openapi.ts turns the lists into the document served at GET /api/docs.
 */
export interface EndpointContract {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with OpenAPI parameters, e.g. /api/products/{id}/upselling. */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  /** Where the call comes from: spec section 7, or our choice where the spec says "not shown". */
  readonly origin: 'spec-7' | 'not-shown';
  readonly tag: string;
  /** Query forms: most calls have one; GET /api/products has three, told apart by their parameters. */
  readonly query?: readonly z.ZodObject[];
  readonly params?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** The success status, 200 unless said. */
  readonly status?: number;
  /**
   * Other success statuses with the same body: a resource created (201) beside one resumed (200),
   * an idempotent replay (200) beside the first answer (201).
   */
  readonly alsoStatus?: readonly number[];
  readonly responseContentType?: string;
  readonly responseHeaders?: Readonly<Record<string, string>>;
  /** Failure statuses the call answers, each with the error body. */
  readonly errors: readonly number[];
  /**
   * A back-office call: the staff roles that may make it, from the permission table
   * (admin-permissions.ts), or 'anyone' for signing in.
   */
  readonly access?: AdminAccess;
}
