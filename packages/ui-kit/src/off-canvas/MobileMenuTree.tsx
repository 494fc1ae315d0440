import { memo, useId, useState } from 'react';
import { Icon } from '../icon/Icon.tsx';
import { UiLink } from '../link/link-context.tsx';
import type { MenuNode } from '../mega-menu/menu-node.ts';
import styles from './mobile-menu-tree.module.css';

export type MobileMenuTreeProps = {
  items: MenuNode[];
  /** Read with each expand button before the category name, e.g. "Show subcategories of". */
  expandLabel: string;
};

function TreeNode({ node, expandLabel, level }: { node: MenuNode; expandLabel: string; level: number }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasChildren = node.children.length > 0;
  return (
    <li className={styles.node} data-level={level}>
      <div className={styles.row}>
        <UiLink href={node.href} className={styles.link}>
          {node.title}
        </UiLink>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`${expandLabel} ${node.title}`}
            onClick={() => setExpanded((value) => !value)}
          >
            <Icon name="chevron-down" size={20} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} className={styles.list} hidden={!expanded}>
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} expandLabel={expandLabel} level={level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The category tree of the off-canvas menu: links with expandable sections. Memoised like the mega menu. */
export const MobileMenuTree = memo(function MobileMenuTree({ items, expandLabel }: MobileMenuTreeProps) {
  return (
    <ul className={styles.tree}>
      {items.map((node) => (
        <TreeNode key={node.id} node={node} expandLabel={expandLabel} level={1} />
      ))}
    </ul>
  );
});
