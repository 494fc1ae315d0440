import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SearchToggleProps } from './SearchToggle.tsx';
import { SearchToggle } from './SearchToggle.tsx';

function Demo(props: SearchToggleProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <div>
      <SearchToggle {...props} expanded={expanded} onToggle={setExpanded} controls="demo-search" />
      <input id="demo-search" type="search" aria-label="Suchbegriff" hidden={!expanded} />
    </div>
  );
}

const meta = {
  title: 'Header/SearchToggle',
  component: SearchToggle,
  args: { label: 'Suche', expanded: false, onToggle: () => undefined },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SearchToggle>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Collapsed: Story = {};
export const Expanded: Story = { args: { expanded: true } };
