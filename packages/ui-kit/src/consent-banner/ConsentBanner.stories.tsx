import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner.tsx';

const meta = {
  title: 'Overlays/ConsentBanner',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Cookies und Tracking',
    text: 'Wir möchten Statistik- und Werbe-Cookies setzen, um unseren Shop zu verbessern. Sie können ablehnen, ohne Nachteile.',
    acceptLabel: 'Akzeptieren',
    declineLabel: 'Ablehnen',
    privacyHref: '/datenschutz',
    privacyLabel: 'Datenschutzerklärung',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof ConsentBanner>;
export default meta;

type Story = StoryObj<typeof meta>;
export const German: Story = {};
export const Romanian: Story = {
  args: {
    title: 'Cookie-uri',
    text: 'Folosim cookie-uri pentru statistici și publicitate.',
    acceptLabel: 'Accept',
    declineLabel: 'Refuz',
    privacyHref: '/datenschutz',
    privacyLabel: 'Politica de confidențialitate',
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
