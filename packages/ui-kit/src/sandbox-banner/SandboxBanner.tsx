import styles from './sandbox-banner.module.css';

export type SandboxBannerProps = {
  /** Short name of the state, read first (e.g. 'Test mode'). */
  title: string;
  /** What it means for the shopper (e.g. that no money is charged). */
  text: string;
};

/**
 * Shown on every page while online payments end on the sandbox gateway: a landmark of its own, so
 * screen-reader users find it in the list of regions, in high-contrast colours above the header.
 */
export function SandboxBanner({ title, text }: SandboxBannerProps) {
  return (
    <section className={styles.banner} aria-label={title} data-sandbox-banner="">
      <p className={styles.text}>
        <strong className={styles.title}>{title}:</strong> {text}
      </p>
    </section>
  );
}
