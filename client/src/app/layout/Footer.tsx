import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteOrigin, useSiteSettings } from '../../lib/siteSettings.ts';
import { NOT_FOUND_LOCATION } from '../../../../common/notFoundPage.ts';
import { pathInLanguage, type Language } from '../../../../common/languages.ts';
import { usePageLanguage } from '../../lib/language.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/about-us', label: msg`About Us` },
  { to: '/contact-us', label: msg`Contact` },
  { to: '/login', label: msg`Sign IN` },
  { to: '/register', label: msg`Sign Up` },
  { to: '/terms-&-conditions', label: msg`Terms and conditions` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
  { to: '/grievance', label: msg`Grievance Redressal` },
] as const;

/**
 * The address the share links share (issue 33): the page's own in its language; the one not-found page
 * shares the site.
 */
function pageAddress(origin: string, pathname: string, language: Language): string {
  return `${origin.replace(/\/+$/, '')}${pathInLanguage(pathname === NOT_FOUND_LOCATION ? '/' : pathname, language)}`;
}

// Social links share the page: the product has no social accounts of its own to point at.
const SHARE_LINKS = [
  { href: (url: string) => `https://wa.me/?text=${url}`, label: msg`Share on WhatsApp` },
  { href: (url: string) => `https://twitter.com/intent/tweet?url=${url}`, label: msg`Share on X` },
  { href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}`, label: msg`Share on Facebook` },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  const { siteName, contactEmail, contactPhone, supportHours } = useSiteSettings();
  // the share links name the site's address
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const language = usePageLanguage();
  const { t, i18n } = useLingui();
  const shared = encodeURIComponent(pageAddress(origin, pathname, language));
  // plain elements styled by the theme's global CSS (layoutCss.ts): every public page renders them
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-columns">
          <div className="site-footer-column">
            <p className="site-footer-name">{siteName}</p>
            <p className="site-footer-note">
              <Trans>
                Classified ads of adult companions across India. Adults only (18+). Ads offering sex for money and
                pornographic content are not allowed.
              </Trans>
            </p>
            {/* how to reach the team, as the site settings give it */}
            <address aria-label={t`Contact details`}>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              {contactPhone && <a href={`tel:${contactPhone}`}>{contactPhone}</a>}
              {supportHours && <p>{supportHours}</p>}
            </address>
          </div>
          <nav aria-label={t`Footer`} className="site-footer-column tight">
            {LINKS.map((item) => (
              <RouterLink key={item.to} to={item.to}>
                {i18n._(item.label)}
              </RouterLink>
            ))}
            <LanguageSwitch />
          </nav>
          <div className="site-footer-column tight">
            <p className="site-footer-heading">
              <Trans>Share</Trans>
            </p>
            <div className="site-footer-share">
              {/* keyed by the address: a message's id is not in the browser's build (decision 0131) */}
              {SHARE_LINKS.map((item) => (
                <a key={item.href(shared)} href={item.href(shared)} target="_blank" rel="noopener noreferrer">
                  {i18n._(item.label)}
                </a>
              ))}
            </div>
          </div>
        </div>
        <div className="site-footer-bottom">
          <p className="site-footer-note">
            <Trans>
              © {year} {siteName}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
