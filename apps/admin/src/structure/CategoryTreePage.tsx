// The category tree: every category, hidden ones too, in the shop's order. "Up" and "Down" move a
// category among its siblings (buttons, so the keyboard does it as well as the mouse; the focus
// stays on the moved category's button); a hidden category is marked and leaves the shop's menu.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type AdminCategoryNode } from '@shop/contract/admin';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import styles from '../components/admin.module.css';
import own from './structure.module.css';

export async function categoryTreeLoader() {
  return (await adminCall(adminCalls.categories.tree, {})).data;
}

type Node = AdminCategoryNode & { children: Node[] };

/** The tree; in the Romanian admin the Romanian titles, where a category has one. */
function buildTree(rows: AdminCategoryNode[], romanian: boolean): Node[] {
  const byId = new Map<number, Node>(rows.map((row) => [row.id, { ...row, title: romanian && row.title_ro ? row.title_ro : row.title, children: [] }]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function CategoryTreePage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Categories`);
  const rows = useLoaderData<typeof categoryTreeLoader>();
  const romanian = i18n.locale.startsWith('ro');
  const roots = useMemo(() => buildTree(rows, romanian), [rows, romanian]);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // The button to focus once the moved tree is on screen.
  const focus = useRef<string | null>(null);

  useEffect(() => {
    const pressed = focus.current;
    if (pressed === null || busy || revalidator.state !== 'idle') return;
    // At the end of its level the pressed button is disabled: the other one takes the focus.
    const other = pressed.endsWith('-up') ? pressed.replace(/-up$/, '-down') : pressed.replace(/-down$/, '-up');
    const target = [pressed, other].map((id) => document.getElementById(id)).find((button) => button instanceof HTMLButtonElement && !button.disabled);
    target?.focus();
    focus.current = null;
  }, [busy, revalidator.state, rows]);

  const move = async (node: Node, direction: 'up' | 'down') => {
    setBusy(true);
    try {
      await adminCall(adminCalls.categories.move, { params: { id: node.id }, body: { direction } });
      toast.success(direction === 'up' ? t`“${node.title}” moved up.` : t`“${node.title}” moved down.`);
      focus.current = `category-${node.id}-${direction}`;
      await revalidator.revalidate();
    } catch {
      toast.error(t`The order could not be changed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const renderLevel = (nodes: Node[]) => (
    <ul>
      {nodes.map((node, i) => (
        <li key={node.id}>
          <div className={own.row}>
            <span className={own.rowTitle}>
              <Link id={`category-${node.id}-title`} to={`/categories/${node.id}`} className={node.visible ? undefined : own.hidden}>
                {node.title}
              </Link>{' '}
              <span className={styles.hint}>{t`${plural(node.product_count, { one: '# product', other: '# products' })}`}</span>{' '}
              {node.visible ? null : <span className={styles.status}>{t`Hidden`}</span>}
            </span>
            <button
              type="button"
              id={`category-${node.id}-up`}
              className={own.small}
              disabled={busy || i === 0}
              aria-label={t`Move “${node.title}” up`}
              onClick={() => void move(node, 'up')}
            >
              ↑
            </button>
            <button
              type="button"
              id={`category-${node.id}-down`}
              className={own.small}
              disabled={busy || i === nodes.length - 1}
              aria-label={t`Move “${node.title}” down`}
              onClick={() => void move(node, 'down')}
            >
              ↓
            </button>
          </div>
          {node.children.length > 0 ? renderLevel(node.children) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.page}>
      <h1>{t`Categories`}</h1>
      <p className={styles.hint}>{t`The shop’s menu shows visible categories with products, in this order. The shops take over a change within 5 minutes.`}</p>
      <p>
        <Link to="/categories/new" className={styles.button}>
          {t`New category`}
        </Link>
      </p>
      <nav aria-label={t`Category tree`} className={`${styles.card} ${own.tree}`}>
        {renderLevel(roots)}
      </nav>
    </section>
  );
}
