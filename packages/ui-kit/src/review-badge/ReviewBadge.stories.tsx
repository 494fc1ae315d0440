import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewBadge } from './ReviewBadge.tsx';

const meta = {
  title: 'Overlays/ReviewBadge',
  component: ReviewBadge,
  parameters: { layout: 'fullscreen' },
  args: {
    ratingValue: 4.76,
    reviewPageHref: 'https://example.org/reviews/shop',
    title: 'Kundenbewertungen',
    countText: '1.234 Bewertungen',
    closeLabel: 'Bewertungen ausblenden',
    locale: 'de-DE',
  },
  render: (args) => (
    <div style={{ minHeight: 320, padding: '1rem' }}>
      <p>The badge floats at the bottom right; click it to see the details.</p>
      <ReviewBadge {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewBadge>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Desktop: Story = {};
export const PhoneWithClose: Story = { args: { onClose: fn() }, globals: { viewport: { value: 'mobile1' } } };
export const LowScore: Story = { args: { ratingValue: 2.3, countText: '12 Bewertungen' } };
export const Romanian: Story = {
  args: { title: 'Recenzii clienți', countText: '1.234 de recenzii', closeLabel: 'Închide', locale: 'ro-RO' },
};
/** The details panel, as after a click on the badge. */
export const PanelOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kundenbewertungen/ }));
  },
};
