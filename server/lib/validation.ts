// Input validation shared by every service: `parseInput` runs a zod schema and turns the first
// problem into a ValidationError naming the field. The schemas both sides run, with the SPEC's
// messages, live in common/forms/ (the client's forms check with the same ones).
import { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses `input` or throws a ValidationError with the first problem's message and field (zod or zod/mini schemas alike). */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  throw new ValidationError(issue.message, field);
}
