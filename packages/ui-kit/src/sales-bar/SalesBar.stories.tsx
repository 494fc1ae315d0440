import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SalesBar } from './SalesBar.tsx';

const meta = {
  title: 'Header/SalesBar',
  component: SalesBar,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Nur bis Sonntag: 15 % auf alle Armaturen' },
} satisfies Meta<typeof SalesBar>;
export default meta;

type Story = StoryObj<typeof meta>;
export const MessageOnly: Story = {};
export const WithLink: Story = { args: { linkHref: '/angebote', linkText: 'Zu den Angeboten' } };
export const Dismissible: Story = {
  args: { linkHref: '/angebote', linkText: 'Zu den Angeboten', dismissLabel: 'Hinweis schließen', onDismiss: fn() },
};
