// The results panel of the live search: loaded when the shopper first focuses the search field,
// so the search client and its answer schemas are not part of every page's first JavaScript.
import { useLingui } from '@lingui/react/macro';
import { vatRateOf } from '@shop/i18n';
import { createLiveSearch, createSearchClient, type LiveSearch, type SearchMessageCode } from '@shop/search';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { hitPrice } from '../catalog/price.ts';
import { usePriceContext } from '../catalog/use-prices.ts';
import country from '../country/current-country.ts';
import type { FrameData } from '../frame/frame-data.ts';
import styles from './search.module.css';

export type LiveResultsProps = { connection: NonNullable<FrameData['search']>; term: string; id: string; active: string | null; onClose: () => void };

export default function LiveResults({ connection, term, id, active, onClose }: LiveResultsProps) {
  const { t } = useLingui();
  const prices = usePriceContext();
  const rate = vatRateOf(prices.taxTitle);
  const vatNote = prices.shopper.excludeVat ? 'none' : prices.shopper.isCompany ? 'added' : 'included';
  const search: LiveSearch = useMemo(
    () => createLiveSearch(createSearchClient(connection, { locale: country.locale, countryId: country.id })),
    [connection],
  );
  useEffect(() => () => search.dispose(), [search]);
  useEffect(() => search.setTerm(term), [search, term]);
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
    <div id={id} className={styles.panel} role="region" aria-label={t`Search results`}>
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
            <ul role="listbox" aria-label={t`Products`}>
              {state.hits.map((hit) => (
                <li key={hit.id} role="none">
                  <Link
                    to={hit.url}
                    onClick={onClose}
                    className={styles.hit}
                    id={`${id}-hit-${hit.id}`}
                    role="option"
                    aria-selected={active === `${id}-hit-${hit.id}`}
                    tabIndex={-1}
                  >
                    {hit.image_url ? <img src={`${hit.image_url}?w=96`} width={48} height={48} alt="" loading="lazy" /> : null}
                    <span className={styles.hitTitle}>{hit.title}</span>
                    <span className={styles.hitPrice}>{hitPrice(hit, prices.shopper, prices.taxTitle).price}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {state.loading === 2 ? <p className={styles.message}>{t`Loading more…`}</p> : null}
            <p className={styles.taxNote}>{vatNote === 'included'
                ? t`All prices incl. ${rate}% VAT, plus shipping costs`
                : vatNote === 'added'
                  ? t`All prices net, plus ${rate}% VAT, plus shipping costs`
                  : t`All prices net, 0% VAT, plus shipping costs`}</p>
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
      {state.hits.length > 0 ? (
        <p className={styles.allResults}>
          <Link to={`/search/${encodeURIComponent(term.trim())}`} onClick={onClose}>
            {t`Show all results`}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
