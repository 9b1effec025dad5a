// Visit log: one row per route change of the client. Never fails the caller, stores no IP address.
import type { RequestContext } from '../../context.ts';

const ROUTE_PATTERN = /^\/[^\s]{0,299}$/;

/** Records a visit; answers false (and records nothing) for something that is not a route. */
export async function recordVisit(ctx: RequestContext, route: unknown): Promise<boolean> {
  const path = typeof route === 'string' ? route.trim() : '';
  if (!ROUTE_PATTERN.test(path)) return false;
  try {
    await ctx.db.visitLog.create({ data: { route: path, userId: ctx.viewer?.id ?? null } });
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, reqId: ctx.requestId }, 'visit not recorded');
    return false;
  }
}
