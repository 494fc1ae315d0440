// The product's pictures as a strip (no script needed: phones swipe it): the chosen colour's
// picture first, fetched with priority as the page's largest element; the others load lazily.
// Choosing another colour shows that colour's picture again. With a mouse (768 px and up) the
// strip has previous/next arrows and a row of thumbnails instead of the swipe hint.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import styles from './catalog.module.css';

export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const first = images[0];

  // A new colour puts its picture first: show it, wherever the strip was (the scroll event then
  // marks the first thumbnail).
  useEffect(() => {
    strip.current?.scrollTo({ left: 0 });
  }, [first]);

  if (images.length === 0) return <div className={styles.gallery} />;

  const show = (index: number) => {
    const target = (index + images.length) % images.length;
    const list = strip.current;
    if (list) list.scrollTo({ left: target * list.clientWidth, behavior: 'auto' });
    setCurrent(target);
  };
  const onScroll = () => {
    const list = strip.current;
    if (!list || list.clientWidth === 0) return;
    setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };
  const several = images.length > 1;

  return (
    <div className={styles.gallery}>
      <div className={styles.galleryStage}>
        <ul ref={strip} className={styles.galleryStrip} aria-label={t`Pictures of ${title}`} tabIndex={several ? 0 : undefined} onScroll={onScroll}>
          {images.map((image, index) => (
            <li key={image}>
              <img
                src={`${image}?w=640`}
                srcSet={`${image}?w=480 480w, ${image}?w=640 640w, ${image}?w=960 960w`}
                sizes="(min-width: 992px) 50vw, 100vw"
                width={640}
                height={640}
                alt={several ? t`${title}, picture ${index + 1} of ${images.length}` : title}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding={index === 0 ? 'auto' : 'async'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </li>
          ))}
        </ul>
        {several ? (
          <>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryPrevious}`} onClick={() => show(current - 1)} aria-label={t`Previous picture`}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${styles.galleryArrow} ${styles.galleryNext}`} onClick={() => show(current + 1)} aria-label={t`Next picture`}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {several ? (
        <>
          <p className={styles.galleryHint}>{t(countMessages.pictures(images.length))}</p>
          <ul className={styles.galleryThumbs} aria-label={t`Choose a picture`}>
            {images.map((image, index) => (
              <li key={image}>
                <button type="button" onClick={() => show(index)} aria-current={index === current ? 'true' : undefined} aria-label={t`Show picture ${index + 1} of ${images.length}`}>
                  <img src={`${image}?w=120`} width={72} height={72} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
