import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { demoMenu } from '../mega-menu/fixtures.ts';
import { MobileMenuTree } from './MobileMenuTree.tsx';
import type { OffCanvasProps } from './OffCanvas.tsx';
import { OffCanvas } from './OffCanvas.tsx';

function Demo(props: OffCanvasProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menü öffnen</Button>
      <OffCanvas {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Header/OffCanvas',
  component: OffCanvas,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Menü',
    closeLabel: 'Menü schließen',
    children: <MobileMenuTree items={demoMenu} expandLabel="Unterkategorien von" />,
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof OffCanvas>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
export const FromTheEnd: Story = { args: { side: 'end' } };
