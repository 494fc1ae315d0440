import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'In den Warenkorb' },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Weiter einkaufen' } };
export const Disabled: Story = { args: { disabled: true } };
