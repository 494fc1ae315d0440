import type { Category, CategoryTreeNode } from '@shop/contract';
import type { CategoryNode } from './category-tree.ts';

/** A category as the back office answers it (legacy upper-case names). */
export function toCategory(node: CategoryNode): Category {
  return {
    ID: node.id,
    TITLE: node.title,
    URL: node.url,
    CHAPO: '',
    DESCRIPTION: node.description,
    POSTSCRIPTUM: '',
    PARENT: node.parentId ?? 0,
    IMAGE: node.icon,
    product_count: node.productCount,
  };
}

/** The menu: visible categories with products only (spec section 9), children by position. */
export function toMenuNode(node: CategoryNode): CategoryTreeNode {
  return {
    Id: node.id,
    TITLE: node.title,
    URL: node.url,
    product_count: node.productCount,
    children: node.children.filter(isInMenu).map(toMenuNode),
  };
}

export function isInMenu(node: CategoryNode): boolean {
  return node.visible && node.productCount > 0;
}
