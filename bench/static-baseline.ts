// The baseline the client benches measure pages against: a static HTML page without scripts, served from
// this process, so the machine's own cost of a first paint is measured in the same run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page."></head><body><h1>Companion Directory</h1><p>A static page without scripts.</p></body></html>';

/** Starts the static page on a free port; answers its address and a way to stop it. */
export async function startStaticBaseline(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BASELINE_HTML);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
