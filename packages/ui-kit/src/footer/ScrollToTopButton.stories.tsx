import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';

const meta = {
  title: 'Footer/ScrollToTopButton',
  component: ScrollToTopButton,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Nach oben' },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <p>Scroll down more than {args.threshold ?? 400} px: the button appears at the bottom right.</p>
      <div style={{ height: 2400, background: 'linear-gradient(#fff, #d5dbe3)' }} />
      <ScrollToTopButton {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTopButton>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const EarlyThreshold: Story = { args: { threshold: 50 } };
