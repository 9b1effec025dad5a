// npm run db:migrate | db:migrate:new <name> | db:reset | db:seed
import { ConfigError, loadConfig } from '../config.ts';
import { createMediaStore } from '../lib/media/stores.ts';
import { applyMigrations, createMigration, dropAll, MigrationError } from './migrate.ts';
import { openConfiguredDatabase, StartupError } from './open.ts';
import { seed } from './seed.ts';

const [command, ...rest] = process.argv.slice(2);

async function main(): Promise<void> {
  if (command === 'migrate:new') {
    const name = rest.filter((arg) => !arg.startsWith('-')).join(' ');
    const folder = await createMigration(name);
    console.log(folder ? `Created ${folder}` : 'schema.prisma matches the migrations: nothing to create.');
    return;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    switch (command) {
      case 'migrate': {
        const applied = await applyMigrations(database);
        console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
        break;
      }
      case 'reset': {
        if (config.env === 'production' && !rest.includes('--force')) {
          throw new StartupError('Refusing to reset a production database; add --force if you really mean it.');
        }
        await dropAll(database);
        const applied = await applyMigrations(database);
        console.log(`Dropped everything and applied ${applied.length} migration(s).`);
        await runSeed(config, database);
        break;
      }
      case 'seed': {
        await applyMigrations(database);
        await runSeed(config, database);
        break;
      }
      default:
        throw new StartupError(`Unknown command "${command ?? ''}": use migrate, migrate:new <name>, reset or seed.`);
    }
  } finally {
    await database.close();
  }
}

async function runSeed(
  config: ReturnType<typeof loadConfig>,
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>,
) {
  // the same store the server reads (MEDIA_STORE), so the demo's images are where /media/* looks
  const media = createMediaStore(config);
  try {
    if (media.dependency) {
      const { name, location, probe } = media.dependency;
      await probe().catch((error: unknown) => {
        throw new StartupError(
          `Cannot reach the ${name} at ${location} (${error instanceof Error ? error.message : String(error)}). Start it or correct its settings, and try again.`,
        );
      });
    }
    const report = await seed(database.prisma, {
      admin: config.admin,
      demo: config.seedDemo,
      storage: media.storage,
      siteName: config.site.name,
      log: (message) => console.log(message),
    });
    console.log(JSON.stringify(report, null, 2));
  } finally {
    media.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StartupError || error instanceof MigrationError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
