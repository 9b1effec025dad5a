import { Button } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useState } from 'react';
import { lazyWithMessages } from '../../lib/moduleMessages.ts';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { homeOfRole, useSession } from '../../lib/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { MenuToggleButton } from '../../components/MenuToggleButton.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

// the phone's menu (a drawer) is its own chunk, loaded when first opened
const PhoneMenu = lazyWithMessages('PhoneMenu', () => import('./PhoneMenu.tsx'));

const MENU = [
  { to: '/call-girls', label: msg`Call Girls` },
  { to: '/blogs', label: msg`Blogs` },
  { to: '/about-us', label: msg`About Us` },
  { to: '/contact-us', label: msg`Contact Us` },
] as const;

export function Header() {
  const { auth } = useSession();
  const { t, i18n } = useLingui();
  const { siteName } = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  // mounted from the first opening on, so that closing it plays out
  const [menuUsed, setMenuUsed] = useState(false);
  // SPEC section 2: 'Login' without a role, else 'Hi, {name}'; both lead by role, as do both Post Your Ad buttons
  const accountPath = auth ? homeOfRole(auth.role) : '/login';
  const name = auth?.name;
  const accountLabel = auth ? t`Hi, ${name}` : t`Login`;
  const links = MENU.map((item) => ({ to: item.to, label: i18n._(item.label) }));
  const close = useCallback(() => setMenuOpen(false), []);

  // plain elements styled by the theme's global CSS (layoutCss.ts): every page renders them
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <div className="site-header-bar">
          <RouterLink to="/" className="site-header-brand" aria-label={t`${siteName} home`}>
            {siteName}
          </RouterLink>
          <nav aria-label={t`Main`} className="site-header-nav">
            {links.map((item) => (
              <NavLink key={item.to} to={item.to} className="site-header-link">
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="site-header-actions">
            <HeaderSearch display={{ base: 'none', lg: 'block' }} />
            <LanguageSwitch className="site-header-link site-header-language" />
            <RouterLink to={accountPath} className="site-header-link site-header-account">
              {accountLabel}
            </RouterLink>
            <Button asChild colorPalette="brand" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={accountPath}>
                <Trans>Post Your Ad</Trans>
              </RouterLink>
            </Button>
            <MenuToggleButton
              label={menuOpen ? t`Close menu` : t`Open menu`}
              open={menuOpen}
              controls="mobile-menu"
              onToggle={() => {
                setMenuUsed(true);
                setMenuOpen((open) => !open);
              }}
            />
          </div>
        </div>
        {menuUsed && (
          <Suspense fallback={null}>
            <PhoneMenu
              open={menuOpen}
              onClose={close}
              id="mobile-menu"
              siteName={siteName}
              links={links}
              account={{ to: accountPath, label: accountLabel }}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
