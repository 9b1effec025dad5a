// The schema: every domain's graphql.ts registers its types on the builder.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import '../modules/users/graphql.ts';
import '../modules/auth/graphql.ts';

export const schema = builder.toSchema();

export function printSchemaText(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
