import type { z } from 'zod';
import { badRequest } from '../errors.ts';

/** Parses request input with its contract; a failure is a 400 that says what was wrong. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  where: string,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || where,
    message: issue.message,
  }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  throw badRequest(`Invalid ${where}: ${summary}`, issues);
}
