import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { money } from '../catalog/price.ts';
import country from '../country/current-country.ts';
import { productsFor } from './fixtures.ts';
import { pinned, renderPage } from './screen-story.tsx';
import { asShown, say } from './story-i18n.ts';

const meta = {
  title: 'Screens/Home',
  render: renderPage('/'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Country and prices from the toolbar. */
export const Default: Story = {};
export const Austria: Story = { globals: pinned.AT };
export const Romania: Story = { globals: pinned.RO };

/**
 * The header's live search: typing a term asks the search engine (here a fixture-backed fetch)
 * and the overlay lists the matching products with their prices.
 */
export const SearchOverlay: Story = {
  play: async ({ canvas, userEvent }) => {
    const hansgrohe = productsFor(country).find((product) => product.brand_name === 'Hansgrohe');
    if (!hansgrohe) throw new Error('fixture without a Hansgrohe product');
    // On phones the field sits behind the header's search button (hidden on wider screens).
    const toggle = canvas.queryByRole('button', { name: say('Search') });
    if (toggle) await userEvent.click(toggle);
    const field = canvas.getByRole('combobox');
    await expect(field).toBeVisible();
    await userEvent.click(field);
    await userEvent.type(field, 'Talis');
    const results = await canvas.findByRole('region', { name: say('Search results') }, { timeout: 10_000 });
    const hit = await within(results).findByRole('option', { name: new RegExp(hansgrohe.TITLE) }, { timeout: 10_000 });
    await expect(hit).toHaveAttribute('href', hansgrohe.URL);
    await expect(hit).toHaveTextContent(asShown(money(hansgrohe.BEST_TAXED_PRICE)));
    await waitFor(() => expect(within(results).queryAllByRole('option')).toHaveLength(1), { timeout: 10_000 });
  },
};

/** The same on a phone (320 px): the search button opens the field first. */
export const SearchOverlayPhone: Story = { ...SearchOverlay, globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const SearchOverlayRomania: Story = { ...SearchOverlay, globals: pinned.RO };
