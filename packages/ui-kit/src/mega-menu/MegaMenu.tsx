import { memo, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { Icon } from '../icon/Icon.tsx';
import { useDismiss } from '../dropdown/useDismiss.ts';
import { UiLink } from '../link/link-context.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import type { MenuNode } from './menu-node.ts';
import styles from './mega-menu.module.css';

export type MegaMenuProps = {
  /** Name of the navigation landmark, e.g. "Categories". */
  label: string;
  /** Top-level categories; the storefront has already removed empty ones. */
  items: MenuNode[];
  /** Hint read with every top-level toggle, e.g. "Show subcategories". */
  openLabel?: string;
  /** At most this many third-level links per second-level category. */
  maxThirdLevel?: number;
  /** Called with true when a panel opens (lock page scroll) and false when the menu closes. */
  onOpenChange?: (open: boolean) => void;
};

type OpenedBy = 'hover' | 'click' | 'keyboard';

/**
 * The desktop full menu (from 992 px): top-level categories whose panels show second-level
 * categories as columns with their first third-level links. Memoised: a few hundred elements that
 * change only with the menu's data, not with every render of the header around them.
 */
export const MegaMenu = memo(function MegaMenu({ label, items, openLabel, maxThirdLevel = 5, onOpenChange }: MegaMenuProps) {
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const openedBy = useRef<OpenedBy | null>(null);
  const skipNextFocusOpen = useRef(false);
  const focusFirstLink = useRef(false);
  const reportedOpen = useRef(false);
  const hintId = `${baseId}-hint`;
  const panelId = (id: number) => `${baseId}-panel-${id}`;
  const toggleId = (id: number) => `${baseId}-toggle-${id}`;

  const open = (id: number, by: OpenedBy) => {
    openedBy.current = by;
    setActiveId(id);
  };
  const close = () => {
    openedBy.current = null;
    setActiveId(null);
  };
  const focusToggle = (id: number) => {
    skipNextFocusOpen.current = true;
    document.getElementById(toggleId(id))?.focus();
    skipNextFocusOpen.current = false;
  };

  // Tell the storefront when the menu as a whole opens or closes (it locks page scroll).
  useEffect(() => {
    const isOpen = activeId !== null;
    if (isOpen !== reportedOpen.current) {
      reportedOpen.current = isOpen;
      onOpenChange?.(isOpen);
    }
  }, [activeId, onOpenChange]);
  useEffect(
    () => () => {
      if (reportedOpen.current) onOpenChange?.(false);
    },
    [onOpenChange],
  );

  // ArrowDown on a toggle opens its panel and moves focus to the first link in it.
  useEffect(() => {
    if (activeId === null || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    document.getElementById(panelId(activeId))?.querySelector<HTMLElement>('a')?.focus();
  });

  useDismiss(navRef, activeId !== null, (reason) => {
    const id = activeId;
    close();
    if (reason === 'escape' && id !== null) focusToggle(id);
  });

  const onToggleClick = (id: number) => {
    if (activeId === id && openedBy.current === 'click') close();
    else open(id, 'click');
  };

  // Focus alone never opens a panel (a keyboard user would have to Tab through every one to reach
  // the page): Enter, Space or a click opens it, ArrowDown too. Tabbing on to another entry closes
  // the panel left behind.
  const onToggleFocus = (id: number) => {
    if (skipNextFocusOpen.current) return;
    if (activeId !== null && activeId !== id) close();
  };

  const topLevelEntries = () =>
    Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-top-level]') ?? []);

  const onBarKeyDown = (event: KeyboardEvent<HTMLElement>, id: number, hasPanel: boolean) => {
    if (event.key === 'ArrowDown' && hasPanel) {
      event.preventDefault();
      focusFirstLink.current = true;
      open(id, 'keyboard');
      return;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const entries = topLevelEntries();
      const index = entries.indexOf(event.currentTarget);
      const next = entries[(index + (event.key === 'ArrowRight' ? 1 : -1) + entries.length) % entries.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };

  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav} onMouseLeave={close} onBlur={onNavBlur}>
      <ul className={styles.bar}>
        {items.map((item) => {
          if (item.children.length === 0) {
            return (
              <li key={item.id} className={styles.item} onMouseEnter={close}>
                <UiLink
                  href={item.href}
                  className={styles.top}
                  data-top-level=""
                  onKeyDown={(event) => onBarKeyDown(event, item.id, false)}
                >
                  {item.title}
                </UiLink>
              </li>
            );
          }
          const isOpen = activeId === item.id;
          return (
            <li key={item.id} className={styles.item} onMouseEnter={() => open(item.id, 'hover')}>
              <button
                id={toggleId(item.id)}
                type="button"
                className={styles.top}
                data-top-level=""
                aria-expanded={isOpen}
                aria-controls={panelId(item.id)}
                aria-describedby={openLabel ? hintId : undefined}
                onClick={() => onToggleClick(item.id)}
                onFocus={() => onToggleFocus(item.id)}
                onKeyDown={(event) => onBarKeyDown(event, item.id, true)}
              >
                {item.title}
                <Icon name="chevron-down" size={16} className={styles.chevron} />
              </button>
              <div
                id={panelId(item.id)}
                className={styles.panel}
                hidden={!isOpen}
                data-open={isOpen || undefined}
                onClick={onPanelClick}
              >
                <UiLink href={item.href} className={styles.panelTitle}>
                  {item.title}
                  <Icon name="chevron-right" size={16} />
                </UiLink>
                <ul className={styles.columns}>
                  {item.children.map((second) => (
                    <li key={second.id} className={styles.column}>
                      <UiLink href={second.href} className={styles.second}>
                        {second.title}
                      </UiLink>
                      {second.children.length > 0 ? (
                        <ul className={styles.thirdList}>
                          {second.children.slice(0, Math.max(0, maxThirdLevel)).map((third) => (
                            <li key={third.id}>
                              <UiLink href={third.href} className={styles.third}>
                                {third.title}
                              </UiLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      {openLabel ? (
<VisuallyHidden id={hintId}>{openLabel}</VisuallyHidden>
      ) : null}
    </nav>
  );
});
