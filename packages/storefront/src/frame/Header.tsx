// The header, top to bottom (spec section 2): sales bar, admin bar, country header with its text
// banner, logo, search, icon group, desktop full menu, mobile off-canvas menu.
import { useLingui } from '@lingui/react/macro';
import {
  AdminBar,
  AdventLink,
  IconButton,
  IconLink,
  MegaMenu,
  MobileMenuTree,
  OffCanvas,
  SalesBar,
  SearchToggle,
  TopBanner,
  UiLink,
  useDismiss,
} from '@shop/ui-kit';
import { memo, useEffect, useRef, useState } from 'react';
import { Form, useLocation, useMatches, useRevalidator } from 'react-router';
import { CartDropdown } from '../cart/CartDropdown.tsx';
import country from '../country/current-country.ts';
import { useHeaderStore } from '../state/header-store.ts';
import { editTargetOf, useAdminLinks } from './admin-links.ts';
import { SearchOverlay } from '../search/SearchOverlay.tsx';
import { AccountDropdown } from './AccountDropdown.tsx';
import { CountrySelector } from './CountrySelector.tsx';
import type { FrameData } from './frame-data.ts';
import styles from './header.module.css';

/**
 * Memoised: the frame around it renders again after hydration (stored state read, phone width
 * known) and on every navigation; the header, with its two menus, only when its own data or hooks
 * change. Each of those renders was a long task on a phone.
 */
export const Header = memo(function Header({ frame }: { frame: FrameData }) {
  const { t } = useLingui();
  const location = useLocation();
  const matches = useMatches();
  const admin = useAdminLinks(frame.adminUrl, editTargetOf(matches));
  const revalidator = useRevalidator();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  useDismiss(searchRef, overlayOpen, () => setOverlayOpen(false));
  const salesBarDismissed = useHeaderStore((s) => s.salesBarDismissed);
  const dismissSalesBar = useHeaderStore((s) => s.dismissSalesBar);
  const [scrollLocked, setScrollLocked] = useState(false);

  useEffect(() => {
    // The phone's search button opens the field ready to type in.
    if (searchOpen) searchRef.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  useEffect(() => {
    // The full menu locks page scroll while open (spec section 2).
    document.documentElement.classList.toggle('scroll-locked', scrollLocked);
  }, [scrollLocked]);

  const salesBar = frame.salesBar;
  // The content menus of the locale config (links_left_menu, links_right_menu).
  const contentLinks = [...frame.shop.linksLeft, ...frame.shop.linksRight];
  const showAdvent = frame.shop.displayAdvent && !location.pathname.startsWith('/advent-calendar');

  return (
    <>
      {/* The bars above the header scroll away; the header itself stays at the top on phones. */}
      {salesBar && salesBarDismissed !== salesBar.message ? (
        <SalesBar
          message={salesBar.message}
          {...(salesBar.linkHref ? { linkHref: salesBar.linkHref } : {})}
          {...(salesBar.linkText ? { linkText: salesBar.linkText } : {})}
          {...(salesBar.dismissible
            ? { dismissLabel: t`Close the sales bar`, onDismiss: () => dismissSalesBar(salesBar.message) }
            : {})}
        />
      ) : null}
      {frame.user.isAdmin ? (
        <AdminBar label={t`Back office shortcuts`} {...admin} />
      ) : null}
      <TopBanner
        text={
          frame.storeInfo
            ? t`Advice and orders by phone: ${frame.storeInfo.phone} (${frame.storeInfo.hours})`
            : t`Everything for bathroom and home`
        }
      >
        <CountrySelector frame={frame} />
      </TopBanner>
      <header className={styles.header}>
        <div className={styles.bar}>
          <button type="button" className={styles.menuButton} aria-label={t`Open the menu`} onClick={() => setMenuOpen(true)}>
            <span aria-hidden="true">☰</span>
          </button>
          <UiLink href="/" className={styles.logo}>
            <span aria-hidden="true" className={styles.logoMark}>
              ◆
            </span>
            <span>{country.brand.logoText}</span>
          </UiLink>
          <div
            ref={searchRef}
            className={searchOpen ? `${styles.search} ${styles.searchOpen}` : styles.search}
            onFocus={() => setOverlayOpen(true)}
            // Typing again after a result was chosen (the field kept the focus) reopens the results.
            onInput={() => setOverlayOpen(true)}
          >
            {frame.search ? (
              <SearchOverlay connection={frame.search} open={overlayOpen} onClose={() => setOverlayOpen(false)} />
            ) : (
              <Form method="get" action="/search" role="search">
                <label htmlFor="site-search" className={styles.visuallyHidden}>
                  {t`Search the shop`}
                </label>
                <input id="site-search" name="q" type="search" placeholder={t`Search for products, brands, articles…`} />
              </Form>
            )}
          </div>
          <nav className={styles.icons} aria-label={t`Your shop`}>
            <span className={styles.searchToggle}>
              <SearchToggle label={t`Search`} expanded={searchOpen} onToggle={() => setSearchOpen((open) => !open)} />
            </span>
            <AccountDropdown user={frame.user} />
            <CartDropdown count={frame.cartCount} />
            {frame.storeInfo ? (
              <IconLink href={`tel:${frame.storeInfo.phone.replace(/\s/g, '')}`} icon="phone" label={t`Call us: ${frame.storeInfo.phone}`} />
            ) : (
              <IconButton icon="retry" label={t`Error loading data`} title={t`Error loading data`} onClick={() => revalidator.revalidate()} />
            )}
          </nav>
          {showAdvent ? <AdventLink href="/advent-calendar" text={t`Advent calendar`} /> : null}
        </div>
        <MegaMenu label={t`Product categories`} items={frame.menu} maxThirdLevel={5} onOpenChange={setScrollLocked} />
        {contentLinks.length > 0 ? (
          <nav className={styles.navMenus} aria-label={t`Information`}>
            <ContentLinks links={frame.shop.linksLeft} />
            <ContentLinks links={frame.shop.linksRight} />
          </nav>
        ) : null}
        <OffCanvas open={menuOpen} onClose={() => setMenuOpen(false)} title={t`Menu`} closeLabel={t`Close the menu`}>
          <MobileMenuTree items={frame.menu} expandLabel={t`Show sub-categories`} />
          {contentLinks.length > 0 ? (
            <nav aria-label={t`Information`}>
              <ContentLinks links={contentLinks} className={styles.offCanvasLinks} />
            </nav>
          ) : null}
          {frame.user.loggedIn ? (
            <Form method="post" action="/logout">
              <button type="submit" className={styles.linkButton}>{t`Sign out`}</button>
            </Form>
          ) : null}
        </OffCanvas>
      </header>
    </>
  );
});

function ContentLinks({ links, className }: { links: { title: string; href: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href} ${link.title}`}>
          <UiLink href={link.href}>{link.title}</UiLink>
        </li>
      ))}
    </ul>
  );
}
