// The site settings asked of the server when the page did not bring them (lib/siteSettings.ts): the
// development client on its own port serves a page the API server never saw.
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { siteSettingsQuery } from '../__generated__/siteSettingsQuery.graphql';
import type { SiteSettings } from '../lib/siteSettings.ts';

const query = graphql`
  query siteSettingsQuery {
    siteSettings {
      ...SiteSettingsPage_publicSettings @relay(mask: false)
    }
  }
`;

export async function fetchSiteSettings(environment: IEnvironment): Promise<SiteSettings> {
  const data = await fetchQuery<siteSettingsQuery>(environment, query, {}).toPromise();
  if (!data) throw new Error('The server did not answer the site settings.');
  const { grievanceOfficer, ...rest } = data.siteSettings;
  return { ...rest, grievanceOfficer: { ...grievanceOfficer } };
}
