import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrustBadge } from './TrustBadge.tsx';

const meta = {
  title: 'Footer/TrustBadge',
  component: TrustBadge,
  args: {
    href: 'https://www.trustedshops.de/bewertung/info_X4F1C9B2E7A05D3386E21B4C9F0A7D512.html',
    provider: 'Trusted Shops',
    detail: 'Zertifikat ansehen',
    newTabLabel: '(öffnet in einem neuen Tab)',
  },
} satisfies Meta<typeof TrustBadge>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Certificate: Story = {};
export const Reviews: Story = { args: { href: 'https://example.org/reviews', provider: 'ShopVote', detail: '4,7 von 5 Sternen (1.234 Bewertungen)' } };
