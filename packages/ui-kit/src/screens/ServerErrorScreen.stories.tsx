import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServerErrorScreen } from './ServerErrorScreen.tsx';

const meta = {
  title: 'Screens/ServerErrorScreen',
  component: ServerErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Es tut uns leid',
    message: 'Unser Server ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    contactTitle: 'So erreichen Sie uns',
    phone: '+49 30 123 456',
    hours: 'Mo–Do 8–17 Uhr, Fr 8–15 Uhr',
    email: 'service@example.de',
    retryLabel: 'Erneut versuchen',
    onRetry: fn(),
  },
} satisfies Meta<typeof ServerErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithContact: Story = {};
export const WithoutContact: Story = { args: { phone: undefined, hours: undefined, email: undefined } };
export const English: Story = {
  args: {
    title: 'We are sorry',
    message: 'Our server cannot be reached right now. Please try again later.',
    contactTitle: 'Contact us',
    retryLabel: 'Retry',
  },
};
