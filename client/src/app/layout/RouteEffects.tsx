// What every route change does (SPEC section 2): scroll smoothly to the top, log the visit, and clear
// a scroll lock a modal left behind when navigation unmounted it.
import { useEffect } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { RouteEffectsLogVisitMutation } from '../../__generated__/RouteEffectsLogVisitMutation.graphql';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

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
    // visit logging never bothers the visitor: its outcome, failures included, is ignored (SPEC section 7)
    void commitForOutcome<RouteEffectsLogVisitMutation, { kind: 'logged' }>(
      ({ variables, onCompleted, onError }) =>
        commitMutation<RouteEffectsLogVisitMutation>(environment, {
          mutation: logVisitMutation,
          variables,
          onCompleted: (response) => onCompleted?.(response, null),
          onError,
        }),
      { variables: { route: pathname } },
      () => ({ kind: 'logged' }),
    );
  }, [pathname, environment]);

  return null;
}
