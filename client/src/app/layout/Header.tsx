import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { homeOfRole, useSession } from '../../lib/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { MenuToggleButton } from '../../components/MenuToggleButton.tsx';

// the phone's menu (a drawer) is its own chunk, loaded when first opened
const PhoneMenu = lazy(() => import('./PhoneMenu.tsx'));

const MENU = [
  { to: '/call-girls', label: 'Call Girls' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
] as const;

export function Header() {
  const { auth } = useSession();
  const { siteName } = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  // mounted from the first opening on, so that closing it plays out
  const [menuUsed, setMenuUsed] = useState(false);
  // SPEC section 2: 'Login' without a role, else 'Hi, {name}'; both lead by role, as do both Post Your Ad buttons
  const accountPath = auth ? homeOfRole(auth.role) : '/login';
  const accountLabel = auth ? `Hi, ${auth.name}` : 'Login';
  const close = useCallback(() => setMenuOpen(false), []);

  // plain elements styled by the theme's global CSS (layoutCss.ts): every page renders them
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <div className="site-header-bar">
          <RouterLink to="/" className="site-header-brand" aria-label={`${siteName} home`}>
            {siteName}
          </RouterLink>
          <nav aria-label="Main" className="site-header-nav">
            {MENU.map((item) => (
              <NavLink key={item.to} to={item.to} className="site-header-link">
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="site-header-actions">
            <HeaderSearch display={{ base: 'none', lg: 'block' }} />
            <RouterLink to={accountPath} className="site-header-link site-header-account">
              {accountLabel}
            </RouterLink>
            <Button asChild colorPalette="brand" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={accountPath}>Post Your Ad</RouterLink>
            </Button>
            <MenuToggleButton
              label={menuOpen ? 'Close menu' : 'Open menu'}
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
              links={MENU}
              account={{ to: accountPath, label: accountLabel }}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
