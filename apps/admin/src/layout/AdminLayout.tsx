// The frame of every signed-in page: a skip link, the header (who is signed in, language, sign out),
// the navigation and the page. On a phone the header is one compact row and the navigation a
// disclosure behind a "Menu" button (aria-expanded), so the page starts right under the header;
// from 900 px the navigation is a side bar and the button is gone.
import { useLingui } from '@lingui/react/macro';
import { adminCalls } from '@shop/contract/admin';
import { SkipLink, VisuallyHidden } from '@shop/ui-kit';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Toaster } from 'react-hot-toast';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import styles from '../components/admin.module.css';
import { UnsavedChangesGuard } from '../components/unsaved-changes.tsx';
import { adminLanguages, switchLanguage, type AdminLanguage } from '../i18n/admin-i18n.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useAdminNavigation } from './navigation.ts';

const NAV_ID = 'admin-navigation';

export function AdminLayout() {
  const { t } = useLingui();
  const session = useSessionStore((state) => state.session);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = useAdminNavigation(session?.role ?? 'staff');
  // The menu is open on the page it was opened on: a link followed from it closes it, since the
  // page it opened is what the person wants to see.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setOpenOn(null);
    menuButton.current?.focus();
  };

  const signOut = async () => {
    await adminCall(adminCalls.staff.signOut, {}).catch(() => undefined);
    useSessionStore.getState().signedOut();
    navigate('/sign-in', { replace: true });
  };

  return (
    <div className={styles.shell}>
      <SkipLink label={t`Skip to content`} />
      <header className={styles.header}>
        <p className={styles.brand}>{t`Bad & Heim · Admin`}</p>
        <div className={styles.headerTools}>
          <AccountTools className={styles.wideOnly} />
          <button type="button" className={styles.headerButton} onClick={signOut}>{t`Sign out`}</button>
          <button
            ref={menuButton}
            type="button"
            className={`${styles.headerButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <span aria-hidden="true" className={styles.menuIcon}>
              {menuOpen ? '✕' : '☰'}
            </span>
            {t`Menu`}
          </button>
        </div>
      </header>
      <nav id={NAV_ID} className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav} aria-label={t`Admin`} onKeyDown={closeOnEscape}>
        {sections.map((section) => (
          <div key={section.title} className={styles.navSection}>
            <h2 className={styles.navTitle}>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => (isActive ? styles.navActive : undefined)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <AccountTools className={`${styles.narrowOnly} ${styles.navAccount}`} />
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <UnsavedChangesGuard />
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
    </div>
  );
}

/** Who is signed in and the language: in the header from 900 px, at the end of the menu on a phone. */
function AccountTools({ className }: { className?: string | undefined }) {
  const { t, i18n } = useLingui();
  const session = useSessionStore((state) => state.session);
  return (
    <div className={className}>
      <label className={styles.language}>
        <VisuallyHidden>{t`Language`}</VisuallyHidden>
        <select value={i18n.locale} onChange={(event) => switchLanguage(event.target.value as AdminLanguage)}>
          {adminLanguages.map((language) => (
            <option key={language} value={language}>
              {{ de: 'Deutsch', ro: 'Română', en: 'English' }[language]}
            </option>
          ))}
        </select>
      </label>
      {session ? (
        <span className={styles.who}>
          {session.name} ({session.role === 'admin' ? t`Admin` : t`Staff`}) · <Link to="/two-factor">{t`Two-factor sign-in`}</Link>
        </span>
      ) : null}
    </div>
  );
}
