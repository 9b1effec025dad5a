// The app's signed-in areas (the protected routes of client/src/app/AppRouter.tsx), in one place: the
// server renders them in the browser, gives their pages the dashboards' head (a reload is never a
// not-found), and keeps search engines out of them.
export const SIGNED_IN_AREAS = ['/admin', '/ads', '/create-ad', '/credit-requests', '/credit-history', '/account', '/verification'] as const;

/** The pages of those areas (the admin's area answers its own not-found inside the dashboard). */
const SIGNED_IN_PAGE = /^\/(?:admin(?:\/.*)?|ads(?:\/[^/]+\/(?:edit|statistics))?|create-ad|credit-requests|credit-history|account|verification)$/;

/** Whether a path (without query) lies in one of the signed-in areas: it renders in the browser. */
export function isInSignedInArea(path: string): boolean {
  return SIGNED_IN_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/** Whether a path (without query) is a page of the signed-in areas. */
export function isSignedInPage(path: string): boolean {
  return SIGNED_IN_PAGE.test(path);
}
