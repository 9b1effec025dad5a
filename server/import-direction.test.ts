// The house's shape (docs/architecture.md section 12): imports run down the floors, and ESLint's
// import-x/no-cycle keeps files from importing themselves back. Folders can still form a ring (a
// domain folder importing one that, directly or through others, imports it back) without any file
// loop; this test counts the imports that run back up such rings and allows at most
// MAX_IMPORTS_BACK_UP, so a new one is a decision, not an accident.
//
// A room is a folder of server/ (lib, db, graphql, rest...), a module (server/modules/<name>), or a
// file directly under server/; tests, server/test and generated code are not rooms. Within each ring
// the rooms are put on the floors that leave the fewest imports running back up, and those are the
// ones counted and listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_IMPORTS_BACK_UP = 5;

const SERVER = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const ROOT = dirname(SERVER);
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_ROOMS = [join(SERVER, 'test'), join(SERVER, 'db', 'generated')];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return NOT_ROOMS.includes(path) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** server/modules/ads/service.ts -> modules/ads; server/lib/media/images.ts -> lib; server/http.ts -> http.ts */
function roomOf(file: string): string {
  const [first, second] = relative(SERVER, file).split('/');
  return first === 'modules' ? `modules/${second}` : first!;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative import names, or null when it names nothing of server/. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  if (!base.startsWith(`${SERVER}/`)) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(isFile) ?? null;
}

interface Import {
  from: string;
  to: string;
}

/** Every import between two rooms, by the pair of rooms (`a -> b`). */
function importsBetweenRooms(): Map<string, Import[]> {
  const between = new Map<string, Import[]>();
  for (const file of sourceFiles(SERVER)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target || roomOf(target) === roomOf(file)) continue;
      const key = `${roomOf(file)} -> ${roomOf(target)}`;
      between.set(key, [...(between.get(key) ?? []), { from: relative(ROOT, file), to: relative(ROOT, target) }]);
    }
  }
  return between;
}

/** The rings: groups of two or more rooms each reaching every other (Tarjan's strongly connected components). */
function rings(rooms: string[], next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    for (const other of next.get(room) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(room, Math.min(low.get(room)!, low.get(other)!));
      } else if (stack.includes(other)) low.set(room, Math.min(low.get(room)!, index.get(other)!));
    }
    if (low.get(room) === index.get(room)) {
      const ring: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        ring.push(member);
      } while (member !== room);
      if (ring.length > 1) found.push(ring);
    }
  };
  for (const room of rooms) if (!index.has(room)) visit(room);
  return found;
}

/**
 * The ring's rooms from the ground up, leaving the fewest imports running back up (from a lower room
 * to a higher one): exact over every order up to 20 rooms; above, a greedy order bettered by moving one
 * room at a time while that leaves fewer (it may still count more than the fewest).
 */
function floorsOf(ring: string[], weight: (from: string, to: string) => number): string[] {
  const n = ring.length;
  const w = ring.map((from) => ring.map((to) => weight(from, to)));
  if (n <= 20) {
    // best[set] = fewest imports back up with the rooms of `set` on the lowest floors
    const best = new Array<number>(1 << n).fill(Infinity);
    const top = new Array<number>(1 << n).fill(-1);
    best[0] = 0;
    for (let set = 0; set < 1 << n; set++) {
      if (best[set] === Infinity) continue;
      for (let room = 0; room < n; room++) {
        if (set & (1 << room)) continue;
        let up = 0;
        for (let rest = set; rest; rest &= rest - 1) up += w[31 - Math.clz32(rest & -rest)]![room]!;
        const next = set | (1 << room);
        if (best[set]! + up < best[next]!) {
          best[next] = best[set]! + up;
          top[next] = room;
        }
      }
    }
    const order: string[] = [];
    for (let set = (1 << n) - 1; set; set &= ~(1 << top[set]!)) order.unshift(ring[top[set]!]!);
    return order;
  }
  // greedy: the room that imports least of the others (against how much they import it) goes lowest
  const left = new Set(ring.map((_, room) => room));
  let order: number[] = [];
  while (left.size > 0) {
    let pick = -1;
    let score = -Infinity;
    for (const room of left) {
      let s = 0;
      for (const other of left) s += w[other]![room]! - w[room]![other]!;
      if (s > score) [pick, score] = [room, s];
    }
    left.delete(pick);
    order.push(pick);
  }
  const backUp = (floors: number[]) =>
    floors.reduce(
      (sum, lower, floor) => sum + floors.slice(floor + 1).reduce((up, higher) => up + w[lower]![higher]!, 0),
      0,
    );
  for (let better = true; better;) {
    better = false;
    for (let from = 0; from < n; from++) {
      for (let to = 0; to < n; to++) {
        const moved = [...order];
        moved.splice(to, 0, moved.splice(from, 1)[0]!);
        if (backUp(moved) < backUp(order)) [order, better] = [moved, true];
      }
    }
  }
  return order.map((room) => ring[room]!);
}

function importsBackUp(): Import[] {
  const between = importsBetweenRooms();
  const next = new Map<string, string[]>();
  for (const key of between.keys()) {
    const [from, to] = key.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const rooms = [...new Set([...between.keys()].flatMap((key) => key.split(' -> ')))].sort();
  return rings(rooms, next).flatMap((ring) => {
    const floors = floorsOf(ring.sort(), (from, to) => between.get(`${from} -> ${to}`)?.length ?? 0);
    return floors.flatMap((lower, floor) =>
      floors.slice(floor + 1).flatMap((higher) => between.get(`${lower} -> ${higher}`) ?? []),
    );
  });
}

describe('the direction of imports in server/', () => {
  it(`has at most ${MAX_IMPORTS_BACK_UP} imports running back up a ring of folders`, () => {
    const back = importsBackUp();
    const listed = back.map(({ from, to }) => `  ${from} -> ${to}`).join('\n');
    expect(
      back.length,
      `imports running back up:\n${listed}\n(docs/architecture.md section 12: how a module reaches one above it)`,
    ).toBeLessThanOrEqual(MAX_IMPORTS_BACK_UP);
  });

  it('finds a ring and the imports that close it, exactly or, past 20 rooms, by its greedy order', () => {
    // n rooms in a loop, each importing the next and the last the first: one import runs back up
    for (const n of [3, 24]) {
      const rooms = Array.from({ length: n }, (_, room) => `r${String(room).padStart(2, '0')}`);
      const next = new Map(rooms.map((room, at) => [room, [rooms[(at + 1) % n]!]]));
      const imports = (from: string, to: string) => (next.get(from)!.includes(to) ? 1 : 0);
      const [ring, ...others] = rings(rooms, next);
      expect(others).toEqual([]);
      expect([...ring!].sort()).toEqual(rooms);
      const floors = floorsOf(ring!, imports);
      const up = floors.flatMap((lower, floor) =>
        floors.slice(floor + 1).filter((higher) => imports(lower, higher) > 0),
      );
      expect(up, `${n} rooms`).toHaveLength(1);
    }
    // and the house's own imports are read: the assembly imports every module, so none of it is lost
    expect(importsBetweenRooms().get('schema.ts -> modules/ads')).toContainEqual({
      from: 'server/schema.ts',
      to: 'server/modules/ads/graphql.ts',
    });
  });
});
