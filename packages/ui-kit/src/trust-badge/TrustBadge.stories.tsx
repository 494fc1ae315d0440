import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrustBadge } from './TrustBadge.tsx';

const meta = {
  title: 'Footer/TrustBadge',
  component: TrustBadge,
  args: { label: 'Trusted Shops Zertifikat ansehen', href: 'https://example.org/certificate', text: 'Trusted Shops' },
} satisfies Meta<typeof TrustBadge>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Linked: Story = {};
export const NotLinked: Story = { args: { href: undefined, label: 'Geprüfter Online-Shop', text: 'Geprüfter Shop' } };
