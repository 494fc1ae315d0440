import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FallbackScreen } from './FallbackScreen.tsx';

const meta = {
  title: 'Screens/FallbackScreen',
  component: FallbackScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Etwas ist schiefgelaufen',
    message: 'Diese Seite konnte nicht angezeigt werden. Bitte laden Sie sie neu.',
    reloadLabel: 'Seite neu laden',
    onReload: fn(),
  },
} satisfies Meta<typeof FallbackScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
export const German: Story = {};
export const English: Story = {
  args: { title: 'Something went wrong', message: 'This page could not be shown.', reloadLabel: 'Reload' },
};
