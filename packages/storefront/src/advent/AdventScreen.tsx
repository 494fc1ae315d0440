// The advent calendar: the page's text, the door opened (or the note that its day has not come)
// and the 24 doors; a door whose day has come is a link, the others are not.
import { useLingui } from '@lingui/react/macro';
import { dateLocale } from '@shop/contract/country-facts';
import { Link } from 'react-router';
import country from '../country/current-country.ts';
import type { AdventPage } from './advent.server.ts';
import contentStyles from '../content/content.module.css';
import styles from './advent.module.css';
import { dateFormat } from '../country/date-format.ts';

const locale = dateLocale(country, country.language);

export function AdventScreen({ page }: { page: AdventPage }) {
  const { t } = useLingui();
  const dayOf = (door: number) => dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(page.year, 11, door)));
  const opened = page.opened;
  const lockedDate = page.locked === null ? '' : dayOf(page.locked);
  const lockedNumber = page.locked ?? 0;
  const openedNumber = opened?.number ?? 0;
  const offerTitle = opened?.offer?.title ?? '';
  return (
    <article className={styles.page}>
      <h1>{page.content.title}</h1>
      {page.content.chapo ? <p className={contentStyles.lead}>{page.content.chapo}</p> : null}
      {/* Sanitised by loadContent (content/safe-html.server.ts). */}
      <div className={contentStyles.body} dangerouslySetInnerHTML={{ __html: page.content.description }} />
      {opened ? (
        <section aria-labelledby="advent-offer" className={styles.offer}>
          <h2 id="advent-offer">{opened.offer ? t`Door ${openedNumber}: ${offerTitle}` : t`Door ${openedNumber}`}</h2>
          {opened.offer ? (
            <>
              {opened.offer.text ? <p>{opened.offer.text}</p> : null}
              {opened.offer.link ? (
                <Link to={opened.offer.link} className={styles.offerLink}>
                  {t`To the offer`}
                </Link>
              ) : null}
            </>
          ) : (
            <p>{t`There is no offer behind this door.`}</p>
          )}
        </section>
      ) : null}
      {page.locked !== null ? (
        <p role="alert" className={styles.locked}>
          {t`Door ${lockedNumber} opens on ${lockedDate}. Please come back then.`}
        </p>
      ) : null}
      <ol className={styles.doors} aria-label={t`The 24 doors`}>
        {page.doors.map((door) => {
          const number = door.number;
          const date = dayOf(number);
          const classes = [styles.door, door.open ? styles.open : styles.closed, page.today === number ? styles.today : ''].filter(Boolean).join(' ');
          return (
            <li key={number}>
              {door.open ? (
                <Link to={`/advent-calendar/${number}`} className={classes} aria-current={opened?.number === number ? 'page' : undefined} aria-label={t`Open door ${number} (${date})`}>
                  {number}
                </Link>
              ) : (
                <span className={classes} aria-label={t`Door ${number}, opens on ${date}`} role="img">
                  {number}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </article>
  );
}
