// The site settings every page carries (issue 18): what every visitor may read, the texts that name and
// reach the site. The server reads them from the database; the client from the page's data block.

export interface GrievanceOfficer {
  name: string;
  email: string;
  /** '' when none is given */
  phone: string;
}

export interface PublicSiteSettings {
  siteName: string;
  contactEmail: string;
  /** '' when none is given */
  contactPhone: string;
  /** '' when none is given */
  supportHours: string;
  grievanceOfficer: GrievanceOfficer;
}

/** The id of the page's data block that holds them, with the site's address in `data-origin`. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';
