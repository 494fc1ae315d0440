import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Seite nicht gefunden',
    message: 'Sorry, the page was not found',
    homeHref: '/',
    homeLabel: 'Zur Startseite',
  },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
export const RouteNotFound: Story = {};
export const ProductFetchFailed: Story = {
  args: { title: 'Produkt nicht gefunden', message: 'Das angeforderte Produkt wurde nicht gefunden.' },
};
export const Romanian: Story = {
  args: { title: 'Pagina nu a fost găsită', message: 'Ne pare rău, pagina nu a fost găsită.', homeLabel: 'Înapoi la pagina principală' },
};
