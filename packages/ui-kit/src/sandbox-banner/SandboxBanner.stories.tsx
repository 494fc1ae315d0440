import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxBanner } from './SandboxBanner.tsx';

const meta = {
  title: 'Header/SandboxBanner',
  component: SandboxBanner,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Testmodus', text: 'Online-Zahlungen werden nur simuliert: Es wird kein Geld abgebucht.' },
} satisfies Meta<typeof SandboxBanner>;
export default meta;

type Story = StoryObj<typeof meta>;
export const German: Story = {};
export const Romanian: Story = { args: { title: 'Mod de test', text: 'Plățile online sunt doar simulate: nu se încasează niciun ban.' } };
export const English: Story = { args: { title: 'Test mode', text: 'Online payments are only simulated: no money is charged.' } };
