import type { Meta, StoryObj } from '@storybook/react-vite';
import { WhatsAppBadge } from './WhatsAppBadge.tsx';

const meta = {
  title: 'Overlays/WhatsAppBadge',
  component: WhatsAppBadge,
  parameters: { layout: 'fullscreen' },
  args: { href: 'https://wa.me/40700000000', label: 'Scrie-ne pe WhatsApp' },
  render: (args) => (
    <div style={{ minHeight: 200, padding: '1rem' }}>
      <p>Floats at the bottom left.</p>
      <WhatsAppBadge {...args} />
    </div>
  ),
} satisfies Meta<typeof WhatsAppBadge>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Romanian: Story = {};
export const English: Story = { args: { label: 'Chat with us on WhatsApp' } };
