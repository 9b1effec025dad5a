// Renders per client (issue 30): a render costs tens of milliseconds of CPU and takes one of the few
// render slots (page-rendering.ts, MAX_CONCURRENT_RENDERS), so one client asking for page after page
// nobody asked before (made-up searches, addresses) must not take them from everyone else. Past its
// budget a client gets a cached page if there is one, else the shell with the page's head, rendered
// in its browser (as every page was before server rendering). Numbers: docs/decisions/0075-made-up-addresses.md.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { addressBlock } from './lib/client-address.ts';

/**
 * Renders one client may cause per window: 20 in 10 seconds. A person reads a page for seconds and
 * most pages come from the page cache; a crawler gets two fresh pages a second, the rest as the shell
 * with its head. At about 30 ms each, one client takes at most ~6% of one core.
 */
export const RENDER_BUDGET = { points: 20, duration: 10 } as const;

/**
 * Who a render is counted against: the client's IPv4 /24 or IPv6 /64 (the block one subscriber or
 * one rented machine is given, so changing address within it changes nothing).
 */
export function renderBudgetKey(clientAddress: string): string {
  const block = addressBlock(clientAddress, 'address');
  return block.startsWith('v4:') ? addressBlock(clientAddress, 'network') : block;
}

/**
 * The budget: rate-limiter-flexible's memory store, a window per key. Memory stays bounded because a
 * key is only made by a render (`take` is called when a render slot is free), and renders per window
 * are bounded by the CPU: at most a few hundred keys of ~200 bytes.
 */
export function createRenderBudget(rule: { points: number; duration: number } = RENDER_BUDGET) {
  const limiter = new RateLimiterMemory({ keyPrefix: 'page-renders', points: rule.points, duration: rule.duration });
  return {
    /** Takes one render from the client's budget: false when it is spent. */
    async take(clientAddress: string): Promise<boolean> {
      try {
        await limiter.consume(renderBudgetKey(clientAddress), 1);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}

export type RenderBudget = ReturnType<typeof createRenderBudget>;
