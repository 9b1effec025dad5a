// Prisma CLI configuration. Only `prisma generate` uses the CLI here: migrations run through
// server/db/migrate.ts (the schema engine compiled to WebAssembly), so no URL is needed.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
