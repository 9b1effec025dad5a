// Ids taken from a table's sequence before its rows are inserted: a slug may need the row's id
// (`city-12`, `aurangabad-bihar-12`), and one insert with the final slug leaves nothing half-written.
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';

/** Tables whose ids are reserved ahead of the insert (a closed list: the name goes into SQL). */
export type SequencedTable = 'locations' | 'categories';

/** `count` fresh ids of `table`, in ascending order. */
export async function reserveIds(
  db: PrismaClient | Prisma.TransactionClient,
  table: SequencedTable,
  count: number,
): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await db.$queryRawUnsafe<{ id: number }[]>(
    `SELECT nextval(pg_get_serial_sequence('"${table}"', 'id'))::int AS id FROM generate_series(1, $1::int) ORDER BY 1`,
    count,
  );
  return rows.map((row) => row.id);
}
