import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MegaMenu } from './MegaMenu.tsx';
import { demoMenu } from './fixtures.ts';

const meta = {
  title: 'Header/MegaMenu',
  component: MegaMenu,
  parameters: { layout: 'fullscreen', docs: { description: { component: 'Visible from 992 px.' } } },
  args: { label: 'Kategorien', items: demoMenu, openLabel: 'Unterkategorien anzeigen', onOpenChange: fn() },
  render: (args) => (
    <div style={{ minHeight: 420 }}>
      <MegaMenu {...args} />
      <p style={{ padding: '1rem' }}>Seiteninhalt (below 992 px the menu is hidden; use the off-canvas menu).</p>
    </div>
  ),
} satisfies Meta<typeof MegaMenu>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const ThreeThirdLevelLinks: Story = { args: { maxThirdLevel: 3 } };
export const FlatCategories: Story = {
  args: { items: demoMenu.map((item) => ({ ...item, children: [] })) },
};
/** The first panel opened, as after a click on "Bad". */
export const PanelOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bad' }));
  },
};
