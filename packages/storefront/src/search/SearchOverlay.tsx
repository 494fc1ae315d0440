// The live search overlay (spec sections 2, 4, 8 and 9): results from 4 characters after a 300 ms
// pause, a categories side list with counts and 'All', up to 5 content links, more products as the
// list's end comes near, Enter goes to /search/{value}. The browser asks the search engine
// directly, with the connection the back office publishes (ConfigApi).
import { useLingui } from '@lingui/react/macro';
import { createLiveSearch, createSearchClient, type LiveSearch, type SearchMessageCode } from '@shop/search';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { hitPrice } from '../catalog/price.ts';
import { usePriceContext } from '../catalog/use-prices.ts';
import country from '../country/current-country.ts';
import type { FrameData } from '../frame/frame-data.ts';
import styles from './search.module.css';

export function SearchOverlay({ connection, open, onClose }: { connection: NonNullable<FrameData['search']>; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const prices = usePriceContext();
  const taxLabel = prices.shopper.excludeVat ? null : prices.taxTitle;
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const search: LiveSearch = useMemo(
    () => createLiveSearch(createSearchClient(connection, { locale: country.locale, countryId: country.id })),
    [connection],
  );
  useEffect(() => () => search.dispose(), [search]);
  const state = useSyncExternalStore(search.subscribe, search.getSnapshot, search.getSnapshot);
  const listRef = useRef<HTMLDivElement>(null);

  const messages: Record<SearchMessageCode, string> = {
    too_short: t`Please enter more than three characters.`,
    no_results: t`Sorry, we could not find any results. Please try another entry.`,
    error: t`An error occurred while searching. Please try again later.`,
  };

  const onScroll = () => {
    const list = listRef.current;
    if (list) search.onScroll(list.scrollHeight - list.scrollTop - list.clientHeight);
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
            search.setTerm(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          aria-controls={open && term.length > 0 ? `${inputId}-results` : undefined}
        />
      </Form>
      {open && term.length > 0 ? (
        <div id={`${inputId}-results`} className={styles.panel} role="region" aria-label={t`Search results`}>
          {state.message ? <p className={styles.message} role="status">{messages[state.message.code]}</p> : null}
          {state.loading === 1 ? <p className={styles.message} role="status">{t`Searching…`}</p> : null}
          {state.hits.length > 0 ? (
            <div className={styles.columns}>
              <nav aria-label={t`Categories`} className={styles.categories}>
                <ul>
                  <li>
                    <button type="button" aria-pressed={state.category === null} onClick={() => search.selectCategory(null)}>
                      {t`All`} ({state.allLabel})
                    </button>
                  </li>
                  {state.categories.map((category) => (
                    <li key={category.id}>
                      <button type="button" aria-pressed={state.category === category.id} onClick={() => search.selectCategory(category.id)}>
                        {category.title} ({category.count})
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <div ref={listRef} className={styles.hits} onScroll={onScroll}>
                <ul>
                  {state.hits.map((hit) => (
                    <li key={hit.id}>
                      <Link to={hit.url} onClick={onClose} className={styles.hit}>
                        {hit.image_url ? <img src={`${hit.image_url}?w=96`} width={48} height={48} alt="" loading="lazy" /> : null}
                        <span className={styles.hitTitle}>{hit.title}</span>
                        <span className={styles.hitPrice}>{hitPrice(hit, prices.shopper, prices.taxTitle).price}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {state.loading === 2 ? <p className={styles.message}>{t`Loading more…`}</p> : null}
                <p className={styles.taxNote}>{taxLabel ? t`All prices incl. ${taxLabel}` : t`All prices net, 0% VAT`}</p>
              </div>
              {state.contentLinks.length > 0 ? (
                <nav aria-label={t`Pages`} className={styles.content}>
                  <ul>
                    {state.contentLinks.slice(0, 5).map((link) => (
                      <li key={link.id}>
                        <Link to={link.url} onClick={onClose}>
                          {link.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
