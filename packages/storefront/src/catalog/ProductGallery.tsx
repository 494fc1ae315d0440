// The product's pictures as a swipeable strip (no script needed): the chosen colour's picture
// first, fetched with priority as the page's largest element; the others load lazily.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import styles from './catalog.module.css';

export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  if (images.length === 0) return <div className={styles.gallery} />;
  return (
    <div className={styles.gallery}>
      <ul className={styles.galleryStrip} aria-label={t`Pictures of ${title}`} tabIndex={images.length > 1 ? 0 : undefined}>
        {images.map((image, index) => (
          <li key={image}>
            <img
              src={`${image}?w=640`}
              srcSet={`${image}?w=480 480w, ${image}?w=640 640w, ${image}?w=960 960w`}
              sizes="(min-width: 992px) 50vw, 100vw"
              width={640}
              height={640}
              alt={images.length > 1 ? t`${title}, picture ${index + 1} of ${images.length}` : title}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding={index === 0 ? 'auto' : 'async'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? <p className={styles.galleryHint}>{t(countMessages.pictures(images.length))}</p> : null}
    </div>
  );
}
