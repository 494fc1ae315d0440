// The live search overlay (spec sections 2, 4, 8 and 9): results from 4 characters after a 300 ms
// pause, a categories side list with counts and 'All', up to 5 content links, more products as the
// list's end comes near, Enter goes to /search/{value}. The browser asks the search engine
// directly, with the connection the back office publishes (ConfigApi). The field is a combobox:
// ArrowDown/ArrowUp move through the products (aria-activedescendant), Enter opens the one chosen.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import type { FrameData } from '../frame/frame-data.ts';
import styles from './search.module.css';

const loadResults = () => import('./LiveResults.tsx');
const LiveResults = lazy(loadResults);
// Focus is the first sign of a search: fetch the panel's code while the shopper types.
const preloadResults = () => void loadResults();

export function SearchOverlay({ connection, open, onClose }: { connection: NonNullable<FrameData['search']>; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const resultsId = `${inputId}-results`;
  const expanded = open && term.length > 0;

  /** Moves the active product by `step` (wrapping), scrolled into the list's view. */
  const move = (step: number) => {
    const options = [...document.querySelectorAll<HTMLElement>(`[id="${resultsId}"] [role="option"]`)];
    if (options.length === 0) return;
    const current = options.findIndex((option) => option.id === active);
    const next = current === -1 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length;
    const option = options[next];
    option?.scrollIntoView({ block: 'nearest' });
    setActive(option?.id ?? null);
  };

  return (
    <div className={styles.wrapper}>
      <Form
        method="get"
        action="/search"
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = active ? document.getElementById(active) : null;
          if (chosen) {
            chosen.click();
            return;
          }
          const value = term.trim();
          if (value.length === 0) return;
          onClose();
          void navigate(`/search/${encodeURIComponent(value)}`);
        }}
      >
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t`Search the shop`}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t`Search for products, brands, articles…`}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(null);
          }}
          onFocus={preloadResults}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
            if (expanded && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              event.preventDefault();
              move(event.key === 'ArrowDown' ? 1 : -1);
            }
          }}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? resultsId : undefined}
          aria-activedescendant={expanded && active ? active : undefined}
        />
      </Form>
      {expanded ? (
        <Suspense fallback={<div className={styles.panel} />}>
          <LiveResults connection={connection} term={term} id={resultsId} active={active} onClose={onClose} />
        </Suspense>
      ) : null}
    </div>
  );
}
