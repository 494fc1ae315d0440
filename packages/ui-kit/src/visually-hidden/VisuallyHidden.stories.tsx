import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Basics/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Suche' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Nothing visible: the text is only in the accessibility tree. */
export const Alone: Story = {};
export const NamingAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <Icon name="search" />
      <VisuallyHidden {...args} />
    </button>
  ),
};
