// Time to first byte of one HTTP request, over a kept-alive connection (so connection set-up is not part
// of what is compared), and the percentiles the benchmarks print.
import { Agent, request as httpRequest } from 'node:http';

export interface Timing {
  /** From sending the request to the first byte of the body. */
  firstByteMs: number;
  /** From sending the request to the last byte. */
  totalMs: number;
}

export interface TimedRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Times one request; rejects unless it answers 200. */
export function timeRequest({ url, method = 'GET', headers = {}, body }: TimedRequest): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs: number | null = null;
    const request = httpRequest(url, { method, headers, agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${method} ${url} answered ${response.statusCode}`));
        return;
      }
      response.on('data', () => {
        firstByteMs ??= performance.now() - started;
      });
      response.on('end', () =>
        resolve({ firstByteMs: firstByteMs ?? performance.now() - started, totalMs: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The value below which `share` (0..1) of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export function closeConnections(): void {
  agent.destroy();
}
