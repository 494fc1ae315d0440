import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdventBanner, AdventLink } from './AdventBanner.tsx';

const meta = {
  title: 'Header/Advent',
  component: AdventBanner,
  parameters: { layout: 'fullscreen' },
  args: { href: '/advent-calendar', text: 'Jeden Tag ein neues Türchen: zum Adventskalender' },
} satisfies Meta<typeof AdventBanner>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Visible below 1200 px; resize the preview to see it switch. */
export const Banner: Story = {};
/** Visible from 1200 px. */
export const HeaderLink: Story = {
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <AdventLink href={args.href} text="Adventskalender" />
    </div>
  ),
};
/** Both rendered, as the storefront does: exactly one shows at any width. */
export const Both: Story = {
  render: (args) => (
    <>
      <AdventBanner {...args} />
      <div style={{ padding: '1rem' }}>
        <AdventLink href={args.href} text="Adventskalender" />
      </div>
    </>
  ),
};
