// The header's account dropdown (spec section 2): signed in, the customer's name, orders, addresses
// and sign out; signed out, sign in and register. The ui-kit Dropdown closes it on an outside
// click, on Escape (focus back on the button) and when another dropdown opens.
import { useLingui } from '@lingui/react/macro';
import { Dropdown, Icon } from '@shop/ui-kit';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { FrameData } from './frame-data.ts';
import styles from './header.module.css';

export function AccountDropdown({ user }: { user: FrameData['user'] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return (
    <Dropdown align="end" open={open} onOpenChange={setOpen} triggerLabel={user.loggedIn ? t`My account` : t`Sign in or register`} trigger={<Icon name="account" />}>
      {/* A link inside the panel navigates: the panel closes. */}
      <div className={styles.accountPanel} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
        {user.loggedIn ? (
          <>
            <p className={styles.accountName}>{name}</p>
            <ul>
              <li>
                <Link to="/account">{t`My account`}</Link>
              </li>
              <li>
                <Link to="/account#orders">{t`My orders`}</Link>
              </li>
              <li>
                <Link to="/account#addresses">{t`My addresses`}</Link>
              </li>
            </ul>
            <Form method="post" action="/logout">
              <button type="submit" className={styles.panelButton}>{t`Sign out`}</button>
            </Form>
          </>
        ) : (
          <ul>
            <li>
              <Link to="/login-register">{t`Sign in`}</Link>
            </li>
            <li>
              <Link to="/login-register?tab=register" state={{ defaultTab: 'register' }}>{t`Create an account`}</Link>
            </li>
          </ul>
        )}
      </div>
    </Dropdown>
  );
}
