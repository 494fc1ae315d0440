import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CountBadge } from '../count-badge/CountBadge.tsx';
import { Icon } from '../icon/Icon.tsx';
import type { DropdownProps } from './Dropdown.tsx';
import { Dropdown } from './Dropdown.tsx';

/** Holds the open state the way the storefront does. */
function ControlledDropdown(props: DropdownProps) {
  const [open, setOpen] = useState(props.open);
  return <Dropdown {...props} open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Header/Dropdown',
  component: Dropdown,
  parameters: { layout: 'padded' },
  args: {
    trigger: <Icon name="account" />,
    triggerLabel: 'Mein Konto',
    open: false,
    onOpenChange: () => undefined,
    children: (
      <ul style={{ margin: 0, paddingLeft: '1rem' }}>
        <li>
          <a href="/account">Übersicht</a>
        </li>
        <li>
          <a href="/logout">Abmelden</a>
        </li>
      </ul>
    ),
  },
  render: (args) => (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: args.align === 'end' ? 'flex-end' : 'flex-start',
        minHeight: 220,
      }}
    >
      <ControlledDropdown {...args} />
    </div>
  ),
} satisfies Meta<typeof Dropdown>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const CartAlignedEnd: Story = {
  args: {
    open: true,
    align: 'end',
    triggerLabel: 'Warenkorb',
    trigger: (
      <>
        <Icon name="cart" />
        <CountBadge text="3" label="3 Artikel" />
      </>
    ),
    children: <p style={{ margin: 0 }}>3 Artikel · 249,90 €</p>,
  },
};
