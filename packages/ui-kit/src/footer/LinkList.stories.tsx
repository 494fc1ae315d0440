import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkList } from './LinkList.tsx';

const meta = {
  title: 'Footer/LinkList',
  component: LinkList,
  args: {
    links: [
      { label: 'Datenschutz', href: '/datenschutz' },
      { label: 'AGB', href: '/agb.html' },
      { label: 'Widerrufsformular', href: '/widerrufsformular' },
    ],
  },
} satisfies Meta<typeof LinkList>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Internal: Story = {};
export const WithExternal: Story = {
  args: {
    newTabLabel: '(öffnet in neuem Tab)',
    links: [
      { label: 'Presse', href: '/presse' },
      { label: 'Internet Ombudsstelle', href: 'https://www.ombudsstelle.at', external: true },
    ],
  },
};
export const Empty: Story = { args: { links: [] } };
