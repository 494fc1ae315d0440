import type { Meta, StoryObj } from '@storybook/react-vite';
import { PleaseWait } from './PleaseWait.tsx';

const meta = {
  title: 'Screens/PleaseWait',
  component: PleaseWait,
  parameters: { layout: 'fullscreen' },
  args: { text: 'Please wait...' },
} satisfies Meta<typeof PleaseWait>;
export default meta;

type Story = StoryObj<typeof meta>;
export const English: Story = {};
export const German: Story = { args: { text: 'Bitte warten …' } };
export const Romanian: Story = { args: { text: 'Vă rugăm așteptați...' } };
