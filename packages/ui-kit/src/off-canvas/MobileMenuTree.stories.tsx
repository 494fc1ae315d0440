import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoMenu } from '../mega-menu/fixtures.ts';
import { MobileMenuTree } from './MobileMenuTree.tsx';

const meta = {
  title: 'Header/MobileMenuTree',
  component: MobileMenuTree,
  args: { items: demoMenu, expandLabel: 'Unterkategorien von' },
  render: (args) => (
    <div style={{ width: 320, border: '1px solid #d5dbe3' }}>
      <MobileMenuTree {...args} />
    </div>
  ),
} satisfies Meta<typeof MobileMenuTree>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Flat: Story = { args: { items: demoMenu.map((item) => ({ ...item, children: [] })) } };
export const Romanian: Story = { args: { expandLabel: 'Subcategorii pentru' } };
