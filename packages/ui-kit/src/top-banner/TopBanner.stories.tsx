import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBanner } from './TopBanner.tsx';

const meta = {
  title: 'Header/TopBanner',
  component: TopBanner,
  parameters: { layout: 'fullscreen' },
  args: { text: 'Kostenloser Versand innerhalb Deutschlands ab 50 €' },
} satisfies Meta<typeof TopBanner>;
export default meta;

type Story = StoryObj<typeof meta>;
export const TextOnly: Story = {};
export const WithCountrySelector: Story = {
  args: {
    children: (
      <label>
        Lieferland{' '}
        <select defaultValue="de">
          <option value="de">Deutschland</option>
          <option value="at">Österreich</option>
        </select>
      </label>
    ),
  },
};
export const Romanian: Story = { args: { text: 'Livrare gratuită pentru comenzi de peste 250 lei' } };
