import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from '../count-badge/CountBadge.tsx';
import { IconLink } from './IconLink.tsx';

const meta = {
  title: 'Header/IconLink',
  component: IconLink,
  args: { href: '/account', icon: 'account', label: 'Mein Konto' },
} satisfies Meta<typeof IconLink>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Account: Story = {};
export const CartWithBadge: Story = {
  args: { href: '/cart', icon: 'cart', label: 'Warenkorb', badge: <CountBadge text="3" label="3 Artikel" /> },
};
export const CartWithManyItems: Story = {
  args: { href: '/cart', icon: 'cart', label: 'Warenkorb', badge: <CountBadge text="120" small label="120 Artikel" /> },
};
export const Phone: Story = { args: { href: 'tel:+4930123456', icon: 'phone', label: 'Anrufen: 030 123456' } };
