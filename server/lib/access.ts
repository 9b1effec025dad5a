// Who may do what: the checks every service makes of its caller, written once. Services call them
// first thing; GraphQL scopes and REST sessions in front of them are a courtesy, never the rule.
// They read only what they need of the request, so this ground-floor file imports no context.
import { NotAllowedError } from './errors.ts';
import { LOGIN_REQUIRED_MESSAGE } from './messages.ts';

/** What the checks read of a signed-in account (the request's viewer, server/modules/auth/sessions.ts, has more). */
export interface Caller {
  id: number;
  role: string;
}

/** What the checks read of a request: its viewer, if any. Every RequestContext is one. */
export interface CallerContext<Viewer extends Caller> {
  viewer: Viewer | null;
}

export function isAdmin(viewer: Caller | null | undefined): boolean {
  return viewer?.role === 'admin';
}

/** A moderator (issue 31): reviews held ads, reports, verifications and grievances; no money, settings or catalogue. */
export function isModerator(viewer: Caller | null | undefined): boolean {
  return viewer?.role === 'moderator';
}

/** Staff: an admin or a moderator, the desk that reviews and takes down. */
export function isStaff(viewer: Caller | null | undefined): boolean {
  return isAdmin(viewer) || isModerator(viewer);
}

/** An advertiser: the only role that publishes ads and buys credits. */
export function isAdvertiser(viewer: Caller | null | undefined): boolean {
  return viewer?.role === 'user';
}

/** Whether the viewer may manage what `ownerId` owns: its owner, or an admin. */
export function canManage(viewer: Caller | null | undefined, ownerId: number): boolean {
  return isAdmin(viewer) || (viewer != null && viewer.id === ownerId);
}

/** The signed-in viewer; a visitor is asked to log in. */
export function requireViewer<Viewer extends Caller>(ctx: CallerContext<Viewer>): Viewer {
  if (!ctx.viewer) throw new NotAllowedError(LOGIN_REQUIRED_MESSAGE);
  return ctx.viewer;
}

/** The signed-in admin; anyone else, visitors included, is refused. */
export function requireAdmin<Viewer extends Caller>(ctx: CallerContext<Viewer>): Viewer {
  if (!ctx.viewer || !isAdmin(ctx.viewer)) throw new NotAllowedError();
  return ctx.viewer;
}

/** The signed-in admin or moderator; anyone else, visitors included, is refused. */
export function requireStaff<Viewer extends Caller>(ctx: CallerContext<Viewer>): Viewer {
  if (!ctx.viewer || !isStaff(ctx.viewer)) throw new NotAllowedError();
  return ctx.viewer;
}

/** The signed-in admin; a visitor is asked to log in first, a signed-in non-admin is refused. */
export function requireSignedInAdmin<Viewer extends Caller>(ctx: CallerContext<Viewer>): Viewer {
  const viewer = requireViewer(ctx);
  if (!isAdmin(viewer)) throw new NotAllowedError();
  return viewer;
}

/** The signed-in advertiser; a visitor is asked to log in, an admin is refused with `message`. */
export function requireAdvertiser<Viewer extends Caller>(ctx: CallerContext<Viewer>, message: string): Viewer {
  const viewer = requireViewer(ctx);
  if (!isAdvertiser(viewer)) throw new NotAllowedError(message);
  return viewer;
}
