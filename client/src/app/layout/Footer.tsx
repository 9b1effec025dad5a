import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteOrigin, useSiteSettings } from '../../lib/siteSettings.ts';
import { NOT_FOUND_LOCATION } from '../../../../common/notFoundPage.ts';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/login', label: 'Sign IN' },
  { to: '/register', label: 'Sign Up' },
  { to: '/terms-&-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/grievance', label: 'Grievance Redressal' },
] as const;

/** The address the share links share (issue 33): the page's own; the one not-found page shares the site. */
function pageAddress(origin: string, pathname: string): string {
  return `${origin.replace(/\/+$/, '')}${pathname === NOT_FOUND_LOCATION ? '/' : pathname}`;
}

// Social links share the page: the product has no social accounts of its own to point at.
function shareLinks(origin: string) {
  const url = encodeURIComponent(origin);
  return [
    { href: `https://wa.me/?text=${url}`, label: 'Share on WhatsApp' },
    { href: `https://twitter.com/intent/tweet?url=${url}`, label: 'Share on X' },
    { href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, label: 'Share on Facebook' },
  ];
}

export function Footer() {
  const year = new Date().getFullYear();
  const { siteName, contactEmail, contactPhone, supportHours } = useSiteSettings();
  // the share links name the site's address
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  // plain elements styled by the theme's global CSS (layoutCss.ts): every public page renders them
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-columns">
          <div className="site-footer-column">
            <p className="site-footer-name">{siteName}</p>
            <p className="site-footer-note">
              Classified ads of adult companions across India. Adults only (18+). Ads offering sex for money and
              pornographic content are not allowed.
            </p>
            {/* how to reach the team, as the site settings give it */}
            <address aria-label="Contact details">
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              {contactPhone && <a href={`tel:${contactPhone}`}>{contactPhone}</a>}
              {supportHours && <p>{supportHours}</p>}
            </address>
          </div>
          <nav aria-label="Footer" className="site-footer-column tight">
            {LINKS.map((item) => (
              <RouterLink key={item.to} to={item.to}>
                {item.label}
              </RouterLink>
            ))}
          </nav>
          <div className="site-footer-column tight">
            <p className="site-footer-heading">Share</p>
            <div className="site-footer-share">
              {shareLinks(pageAddress(origin, pathname)).map((item) => (
                <a key={item.label} href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </a>
              ))}
            </div>
          </div>
        </div>
        <div className="site-footer-bottom">
          <p className="site-footer-note">
            © {year} {siteName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
