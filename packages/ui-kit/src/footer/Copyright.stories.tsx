import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copyright } from './Copyright.tsx';

const meta = {
  title: 'Footer/Copyright',
  component: Copyright,
  args: { text: '© 2025 Bad & Haus GmbH. Alle Rechte vorbehalten.' },
} satisfies Meta<typeof Copyright>;
export default meta;

type Story = StoryObj<typeof meta>;
export const German: Story = {};
export const Romanian: Story = { args: { text: '© 2025 Baie & Casă SRL. Toate drepturile rezervate.' } };
