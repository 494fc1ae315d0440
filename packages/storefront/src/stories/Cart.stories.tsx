import { orderTotal } from '@shop/pricing-vat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { money } from '../catalog/price.ts';
import country from '../country/current-country.ts';
import { cartDataFor, type PriceModeChoice } from './fixtures.ts';
import { pinned, renderPage } from './screen-story.tsx';
import { asShown, say } from './story-i18n.ts';

const meta = {
  title: 'Screens/Cart',
  render: renderPage('/cart'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Austria: Story = { globals: pinned.AT };
export const Romania: Story = { globals: pinned.RO };
export const CompanyNet: Story = { globals: pinned.net };
export const Empty: Story = { render: renderPage('/cart', { data: { cart: () => ({ cart: null, delivery: null, countChanged: false }) }, frame: { cartCount: 0 } }) };

/** The header's cart dropdown: opens on the cart icon, loads /cart, shows the lines and the total. */
export const CartDropdown: Story = {
  render: renderPage('/'),
  play: async ({ canvas, userEvent, globals }) => {
    const mode: PriceModeChoice = globals.priceMode === 'net' ? 'net' : 'gross';
    const { cart, delivery } = cartDataFor(country, mode);
    if (!cart || !delivery) throw new Error('the cart fixture is empty');
    const trigger = canvas.getByRole('button', { name: new RegExp(say('Cart')) });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const lines = await canvas.findByRole('list', { name: say('Products in the cart') }, { timeout: 10_000 });
    const items = within(lines).getAllByRole('listitem');
    await expect(items).toHaveLength(cart.lines.length);
    for (const [index, line] of cart.lines.entries()) await expect(items[index]).toHaveTextContent(line.title);
    const total = orderTotal({ goods: cart.total_taxed_cents, discount: cart.discount_cents, delivery: mode === 'net' ? delivery.net : delivery.gross, fee: 0 });
    const panel = lines.parentElement ?? lines;
    await expect(panel).toHaveTextContent(asShown(money(total)));
  },
};

export const CartDropdownPhone: Story = { ...CartDropdown, globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const CartDropdownAustria: Story = { ...CartDropdown, globals: pinned.AT };
