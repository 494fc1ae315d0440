import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.tsx';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Decorative: Story = {};
export const WithTitle: Story = { args: { name: 'retry', title: 'Error loading data' } };
export const Large: Story = { args: { name: 'truck', size: 48 } };
export const AllIcons: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 6rem)', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ textAlign: 'center', fontSize: 12 }}>
          <Icon {...args} name={name} />
          <div>{name}</div>
        </li>
      ))}
    </ul>
  ),
};
