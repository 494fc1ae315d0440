/** One category of the shop menu, with its subcategories. */
export type MenuNode = {
  id: number;
  title: string;
  href: string;
  children: MenuNode[];
};
