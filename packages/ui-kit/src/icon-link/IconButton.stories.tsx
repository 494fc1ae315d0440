import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Header/IconButton',
  component: IconButton,
  args: { icon: 'menu', label: 'Menü öffnen', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Menu: Story = {};
export const Retry: Story = { args: { icon: 'retry', label: 'Erneut laden', title: 'Error loading data' } };
export const Close: Story = { args: { icon: 'close', label: 'Schließen' } };
