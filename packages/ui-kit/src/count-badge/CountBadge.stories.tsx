import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon/Icon.tsx';
import { CountBadge } from './CountBadge.tsx';

const meta = {
  title: 'Header/CountBadge',
  component: CountBadge,
  args: { text: '3', label: '3 Artikel im Warenkorb' },
} satisfies Meta<typeof CountBadge>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Few: Story = {};
export const Many: Story = { args: { text: '120', small: true, label: '120 Artikel im Warenkorb' } };
export const Thousands: Story = { args: { text: '2k', small: true, label: '2000 Artikel im Warenkorb' } };
export const OnCartIcon: Story = {
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Icon name="cart" size={32} />
      <span style={{ position: 'absolute', top: -6, right: -10 }}>
        <CountBadge {...args} />
      </span>
    </span>
  ),
};
