import type { Content } from '@shop/contract';
import styles from './content.module.css';

/**
 * A content page. The HTML comes from the shop's own back office, written by its editors, so it
 * is rendered as HTML; shoppers' text never reaches this component.
 */
export function ContentScreen({ content }: { content: Content }) {
  return (
    <article className={styles.article}>
      <h1>{content.title}</h1>
      {content.chapo ? <p className={styles.lead}>{content.chapo}</p> : null}
      {/* Sanitised by loadContent (content/safe-html.server.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: content.description }} />
    </article>
  );
}
