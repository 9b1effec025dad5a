// The visit log over REST (SPEC section 7): POST /log { route }. Public, and it never fails the
// caller: whatever the body, the answer is 204 (one too large for a route is refused, 413, unread).
// ./service.ts decides what is recorded.
import { contextOf, limitBody, REST_BODY_LIMITS, type RestApp } from '../../rest/app.ts';
import { recordVisit } from './service.ts';

export function registerVisitRoutes(app: RestApp) {
  // POST /log (public): { route } -> 204, empty body, whatever it holds; a body over 4 KB -> 413 unread
  app.post('/log', limitBody(REST_BODY_LIMITS.visitLog), async (c) => {
    const ctx = contextOf(c);
    try {
      const body: unknown = await c.req.json();
      const route = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).route : undefined;
      await recordVisit(ctx, route);
    } catch (error) {
      // a malformed body, or anything else: the visit is simply not recorded
      ctx.logger.debug({ err: error, reqId: ctx.requestId }, 'visit log request ignored');
    }
    return c.body(null, 204);
  });
}
