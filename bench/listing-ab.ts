// The listing's CPU before and after a change, on a machine other work shares: two server processes,
// one from another checkout (--base, e.g. a `git worktree add --detach` of the commit before) and one
// from this one, measured in alternating rounds of the listing (bench/listing.ts's query, whole
// country, first page unless --variables says otherwise) and `{ __typename }`, each server's own CPU
// time (from /proc, so the load generator's is not in it) per request; medians of the rounds.
//   npx tsx bench/listing-ab.ts --base /tmp/wt-base [--seconds 3] [--rounds 8] [--variables '{"first":5}']
//   (BENCH_DATABASE_URL=postgres://... : both servers on that database as it is, e.g. bench:listing's directory_bench)
// The base checkout needs this file's sibling bench/listing-ab-server.ts copied in.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { LISTING_QUERY as LISTING } from './listing-query.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '8' },
    variables: { type: 'string', default: '{"first":5}' },
  },
});
if (!values.base) throw new Error('--base names the checkout to compare with');
const checkouts = { base: resolve(values.base), this: resolve(import.meta.dirname, '..') };
const headers = { 'content-type': 'application/json' };
const bodies = {
  trivial: JSON.stringify({ query: '{ __typename }' }),
  listing: JSON.stringify({ query: LISTING, variables: JSON.parse(values.variables) }),
};
const TICK_MS = 10; // USER_HZ 100
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

const servers: Record<string, { url: string; pid: number; stop: () => void }> = {};
await Promise.all(
  Object.entries(checkouts).map(
    ([name, root]) =>
      new Promise<void>((started, failed) => {
        const child = spawn('node', ['--import', 'tsx', `${root}/bench/listing-ab-server.ts`, root], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        child.stdout.on('data', (data: Buffer) => {
          const port = /PORT (\d+)/.exec(data.toString())?.[1];
          if (!port) return;
          servers[name] = {
            url: `http://127.0.0.1:${port}/graphql`,
            pid: child.pid!,
            stop: () => child.kill('SIGTERM'),
          };
          started();
        });
        child.on('exit', (code) => failed(new Error(`${name} server exited (${code})`)));
      }),
  ),
);
try {
  for (const [name, server] of Object.entries(servers)) {
    const answer = await (await fetch(server.url, { method: 'POST', headers, body: bodies.listing })).json();
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    for (const body of Object.values(bodies))
      await autocannon({ url: server.url, method: 'POST', headers, body, connections: 10, duration: 2 });
  }
  const perRequest: Record<string, number[]> = {};
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const [name, server] of Object.entries(servers)) {
      for (const [kind, body] of Object.entries(bodies)) {
        const before = cpuOf(server.pid);
        const outcome = await autocannon({
          url: server.url,
          method: 'POST',
          headers,
          body,
          connections: 10,
          duration: Number(values.seconds),
        });
        (perRequest[`${name} ${kind}`] ??= []).push((cpuOf(server.pid) - before) / outcome.requests.total);
      }
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  for (const [key, list] of Object.entries(perRequest)) {
    console.log(
      `${key.padEnd(16)} median ${median(list).toFixed(2)} ms server CPU a request   (${list.map((value) => value.toFixed(2)).join(' ')})`,
    );
  }
  for (const name of Object.keys(servers)) {
    console.log(
      `${name}: { __typename } / listing by server CPU ${(median(perRequest[`${name} trivial`]!) / median(perRequest[`${name} listing`]!)).toFixed(2)}`,
    );
  }
} finally {
  for (const server of Object.values(servers)) server.stop();
}
