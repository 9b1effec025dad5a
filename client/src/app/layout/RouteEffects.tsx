// What every route change does (SPEC section 2): scroll smoothly to the top, log the visit, and clear
// a scroll lock a modal left behind when navigation unmounted it.
import { useEffect } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { RouteEffectsLogVisitMutation } from '../../__generated__/RouteEffectsLogVisitMutation.graphql';

const logVisitMutation = graphql`
  mutation RouteEffectsLogVisitMutation($route: String!) {
    logVisit(route: $route)
  }
`;

export function RouteEffects() {
  const { pathname } = useLocation();
  const environment = useRelayEnvironment();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    const anyDialogOpen = document.querySelector('[data-scope="dialog"][data-part="content"][data-state="open"]');
    if (!anyDialogOpen && document.body.style.overflow === 'hidden') {
      document.body.style.removeProperty('overflow');
      document.body.style.removeProperty('padding-right');
    }
    // visit logging never bothers the visitor: failures are ignored (SPEC section 7)
    commitMutation<RouteEffectsLogVisitMutation>(environment, { mutation: logVisitMutation, variables: { route: pathname }, onError: () => {} });
  }, [pathname, environment]);

  return null;
}
