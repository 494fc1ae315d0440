import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/Button.tsx';
import { UiLink } from '../link/link-context.tsx';
import styles from './consent-banner.module.css';

export type ConsentBannerProps = {
  title: string;
  text: string;
  acceptLabel: string;
  declineLabel: string;
  privacyHref: string;
  privacyLabel: string;
  onAccept: () => void;
  onDecline: () => void;
  /** Opened on request (the footer's cookie settings): focus moves to the banner. */
  focusOnShow?: boolean;
};

/**
 * The cookie and tracking consent banner: a non-modal region at the bottom of the page. Accept and
 * decline are equally prominent, so declining is as easy as accepting.
 */
export function ConsentBanner({
  title,
  text,
  acceptLabel,
  declineLabel,
  privacyHref,
  privacyLabel,
  onAccept,
  onDecline,
  focusOnShow = false,
}: ConsentBannerProps) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) region.current?.focus();
  }, [focusOnShow]);
  return (
    <section ref={region} role="region" aria-label={title} className={styles.banner} tabIndex={-1} data-consent-banner="">
      <div className={styles.inner}>
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>
            {text}{' '}
            <UiLink href={privacyHref} className={styles.link}>
              {privacyLabel}
            </UiLink>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.action} onClick={onDecline}>
            {declineLabel}
          </Button>
          <Button variant="secondary" className={styles.action} onClick={onAccept}>
            {acceptLabel}
          </Button>
        </div>
      </div>
    </section>
  );
}
