import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressTextAnswers, setAnswerHeader } from './http-compression.ts';

const LARGE = { text: 'a listing card '.repeat(200) };
const SMALL = { text: 'ok' };

// the answers a handler may give, each as a route
function routes(app: Hono) {
  app.get('/large', (c) => c.json(LARGE));
  app.get('/small', (c) => c.json(SMALL));
  app.get('/varied', (c) => c.json(LARGE, 200, { vary: 'Origin' }));
  app.get('/varied-by-encoding', (c) => c.json(LARGE, 200, { vary: 'accept-encoding' }));
  app.get('/no-transform', (c) => c.json(LARGE, 200, { 'cache-control': 'public, no-transform' }));
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/webp' }));
  app.get('/partial', (c) => c.json(LARGE, 206));
}

describe('compressTextAnswers', () => {
  it('writes the handler’s answer itself when the client names no encoding, with Vary set in place', async () => {
    let handed: Response | undefined;
    let sent: Response | undefined;
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'x-request-id', 'abc');
      sent = c.res;
    });
    app.use('*', compressTextAnswers());
    app.get('/large', (c) => (handed = c.json(LARGE)));

    const plain = await app.request('/large');
    // the same object: Hono's c.header would have copied it, its body then streamed
    expect(sent).toBe(handed);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('x-request-id')).toBe('abc');
    expect(await plain.json()).toEqual(LARGE);

    const gzipped = await app.request('/large', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('x-request-id')).toBe('abc');
    const unzipped = await new Response(gzipped.body!.pipeThrough(new DecompressionStream('gzip'))).json();
    expect(unzipped).toEqual(LARGE);
  });

  it('gives the headers Hono’s compress gives, for every kind of answer, with and without an encoding', async () => {
    const ours = new Hono();
    ours.use('*', compressTextAnswers());
    routes(ours);
    const hono = new Hono();
    hono.use('*', compress());
    routes(hono);
    const paths = ['/large', '/small', '/varied', '/varied-by-encoding', '/no-transform', '/image', '/partial'];
    for (const path of paths) {
      const encodings: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'identity' },
      ];
      for (const headers of encodings) {
        for (const method of ['GET', 'HEAD']) {
          const [mine, theirs] = await Promise.all([
            ours.request(path, { method, headers }),
            hono.request(path, { method, headers }),
          ]);
          const seen = (answer: Response) => ({
            status: answer.status,
            vary: answer.headers.get('vary'),
            encoding: answer.headers.get('content-encoding'),
          });
          expect({ path, method, headers, ...seen(mine) }).toEqual({ path, method, headers, ...seen(theirs) });
        }
      }
    }
  });
});

describe('setAnswerHeader', () => {
  it('sets a header on an answer whose headers cannot change, by copying it', async () => {
    const app = new Hono();
    app.use('*', async (c: Context, next) => {
      await next();
      setAnswerHeader(c, 'x-request-id', 'abc');
    });
    app.get('/moved', () => Response.redirect('http://localhost/new', 301));
    const answer = await app.request('/moved');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('http://localhost/new');
    expect(answer.headers.get('x-request-id')).toBe('abc');
  });
});
