import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnpcBadges } from './AnpcBadges.tsx';

const meta = {
  title: 'Footer/AnpcBadges',
  component: AnpcBadges,
  args: {
    salHref: 'https://anpc.ro/ce-este-sal/',
    salLabel: 'ANPC – Soluționarea alternativă a litigiilor',
  },
} satisfies Meta<typeof AnpcBadges>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Romanian: Story = {};
export const ShortLabels: Story = { args: { salLabel: 'SAL' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
