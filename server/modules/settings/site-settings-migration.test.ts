// The site settings' migration (issue 18) moves the saved UPI details out of payment_settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { createTestDatabase, migrateUpTo } from '../../test/database.ts';

const MIGRATION = '20261125161023_site_settings';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the site settings migration', () => {
  // the schema engine replays every migration: seconds alone, minutes on a busy machine
  it(
    'keeps the saved UPI details, who saved them and when, and drops payment_settings',
    { timeout: 300_000 },
    async () => {
      // the migrations before this one, on an empty database
      await migrateUpTo(database, MIGRATION);

      const db = database.prisma;
      const [admin] = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO users (name, email, contact, password_hash, role, status, updated_at) VALUES ('Root', 'root@example.in', '9876543210', 'x', 'admin', 'active', now()) RETURNING id`,
      );
      await db.$executeRawUnsafe(
        `INSERT INTO payment_settings (id, upi_id, payee_name, updated_by_id, updated_at) VALUES (1, 'payments@ybl', 'Goa Nights', ${admin!.id}, '2026-11-20T10:00:00Z')`,
      );

      expect(await applyMigrations(database)).toEqual(expect.arrayContaining([MIGRATION]));
      const settings = await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
      expect(settings).toMatchObject({
        upiId: 'payments@ybl',
        upiPayeeName: 'Goa Nights',
        upiUpdatedAt: new Date('2026-11-20T10:00:00Z'),
        updatedById: admin!.id,
        // the rest is still the configuration's
        siteName: null,
        contactEmail: null,
        notificationEmails: null,
      });
      const tables = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'payment_settings'`,
      );
      expect(tables[0]!.n).toBe(0);
      // and the record stays single
      await expect(
        db.$executeRawUnsafe(`INSERT INTO site_settings (id, updated_at) VALUES (2, now())`),
      ).rejects.toThrow();
    },
  );
});
