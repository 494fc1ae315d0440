import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Header/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Zum Inhalt springen' },
  render: (args) => (
    <div style={{ position: 'relative', padding: '4rem 1rem' }}>
      <SkipLink {...args} />
      <p>Press Tab to reveal the skip link.</p>
      <main id="main" tabIndex={-1}>
        Inhalt
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Romanian: Story = { args: { label: 'Salt la conținut' } };
