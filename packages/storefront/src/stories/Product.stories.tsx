import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinned, renderPage } from './screen-story.tsx';

const meta = {
  title: 'Screens/Product',
  render: renderPage('/product/1203'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Austria: Story = { globals: pinned.AT };
export const Romania: Story = { globals: pinned.RO };
export const CompanyNet: Story = { globals: pinned.net };
