import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminBar } from './AdminBar.tsx';

const admin = 'http://localhost:4000/admin';
const meta = {
  title: 'Header/AdminBar',
  component: AdminBar,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Administration',
    links: [
      { label: 'Kunden', href: `${admin}/customers` },
      { label: 'Bestellungen', href: `${admin}/orders` },
      { label: 'Katalog', href: `${admin}/catalog` },
      { label: 'Ordner', href: `${admin}/folders` },
      { label: 'Gutscheine', href: `${admin}/coupons` },
      { label: 'Aktionen', href: `${admin}/sales` },
      { label: 'Marken', href: `${admin}/brands` },
      { label: 'Export', href: `${admin}/export` },
      { label: 'Import', href: `${admin}/import` },
      { label: 'Module', href: `${admin}/modules` },
      { label: 'Konfiguration', href: `${admin}/configuration` },
    ],
  },
} satisfies Meta<typeof AdminBar>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Links: Story = {};
export const WithEditLink: Story = {
  args: { editLink: { label: 'Produkt bearbeiten', href: `${admin}/products/42` } },
};
export const Narrow: Story = {
  args: { editLink: { label: 'Kategorie bearbeiten', href: `${admin}/categories/7` } },
  globals: { viewport: { value: 'mobile1' } },
};
