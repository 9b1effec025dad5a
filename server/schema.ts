// The schema: every domain's graphql.ts registers its types on the builder.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './graphql/builder.ts';
import './graphql/errors.ts';
import './modules/users/graphql.ts';
import './modules/catalog/types.ts';
import './modules/auth/graphql.ts';
import './modules/contacts/graphql.ts';
import './modules/visits/graphql.ts';
import './modules/credits/graphql.ts';
import './modules/credits/statements-graphql.ts';
import './modules/credits/packages-graphql.ts';
import './modules/catalog/graphql.ts';
import './modules/seo/graphql.ts';
import './modules/ads/graphql.ts';
import './modules/blogs/graphql.ts';
import './modules/audit/graphql.ts';
import './modules/reports/graphql.ts';
import './modules/moderation/graphql.ts';
import './modules/grievances/graphql.ts';
import './modules/stats/graphql.ts';
import './modules/placements/graphql.ts';
import './modules/placements/bumps-graphql.ts';
import './modules/placements/spotlight-graphql.ts';
import './modules/notifications/graphql.ts';
import './modules/settings/graphql.ts';
import './modules/desk/graphql.ts';
import './modules/screening/graphql.ts';
import './modules/verification/graphql.ts';
import './modules/blocklist/graphql.ts';

export const schema = builder.toSchema();

export function printSchemaText(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
