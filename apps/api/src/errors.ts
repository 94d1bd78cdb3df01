/**
 * The one exception type (STYLE.md point 4). Expected business outcomes are values; a thrown
 * AppError is mapped to HTTP by the single error handler in app.ts.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly issues: readonly { path: string; message: string }[] | undefined;

  constructor(
    code: string,
    status: number,
    message: string,
    issues?: readonly { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', 404, message);
}

export function badRequest(message: string, issues?: readonly { path: string; message: string }[]): AppError {
  return new AppError('BAD_REQUEST', 400, message, issues);
}
