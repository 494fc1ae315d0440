import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCountries } from '../../.storybook/story-country.ts';
import country from '../country/current-country.ts';
import { addressFor, checkoutFor } from './fixtures.ts';
import { pinned, renderPage } from './screen-story.tsx';
import { say } from './story-i18n.ts';

const meta = {
  title: 'Screens/Checkout',
  render: renderPage('/checkout'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest (gross prices) or, with net prices, a signed-in company customer with a saved address. */
export const Default: Story = {};
export const Austria: Story = { globals: pinned.AT };
export const Romania: Story = { globals: pinned.RO };
export const CompanyNet: Story = { globals: pinned.net };

/**
 * A guest orders without a first name: the form comes back with the field's message, the field is
 * marked invalid and described by the message, and the page says to check the marked fields.
 */
export const MissingFirstName: Story = {
  globals: { priceMode: 'gross' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector<HTMLInputElement>('input[name="checkout_key"]')?.form;
    if (!form) throw new Error('checkout form not found');
    const fill = (name: string, value: string) => {
      const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!field) throw new Error(`no field ${name}`);
      return userEvent.type(field, value);
    };
    // A shopper of the country shown, who forgets the first name.
    const address = addressFor(country);
    await fill('email', `${address.lastname.toLowerCase()}@example.com`);
    await fill('invoice.lastname', address.lastname);
    await fill('invoice.street', address.street);
    await fill('invoice.street_number', address.street_number);
    await fill('invoice.zipcode', address.zipcode);
    await fill('invoice.city', address.city);
    await fill('invoice.phone', address.phone ?? '');
    const state = form.querySelector<HTMLSelectElement>('[name="invoice.state_id"]');
    const firstState = state?.querySelectorAll('option')[1]?.value;
    if (!state || !firstState) throw new Error('no state to choose');
    await userEvent.selectOptions(state, firstState);
    const payment = form.querySelector<HTMLInputElement>('[name="payment_module_id"]');
    if (!payment) throw new Error('no payment method');
    await userEvent.click(payment);
    const terms = form.querySelector<HTMLInputElement>('[name="terms_accepted"]');
    if (!terms) throw new Error('no terms box');
    await userEvent.click(terms);

    await userEvent.click(canvas.getByRole('button', { name: say('Order with obligation to pay') }));

    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(say('Please check the marked fields.'));
    const firstName = canvas.getAllByRole('textbox', { name: new RegExp(`^${say('First name')}`) })[0];
    if (!firstName) throw new Error('no first name field');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(say('This field is required.'));
    // Only the missing field is marked: what was typed is kept and valid.
    await expect(within(form).getAllByRole('textbox').filter((field) => field.getAttribute('aria-invalid') === 'true')).toEqual([firstName]);
    await expect(form.querySelector('[name="invoice.city"]')).toHaveValue(address.city);
  },
};

export const MissingFirstNameRomania: Story = { ...MissingFirstName, globals: { ...MissingFirstName.globals, ...pinned.RO } };
export const MissingFirstNamePhone: Story = { ...MissingFirstName, globals: { ...MissingFirstName.globals, viewport: { value: 'mobile1', isRotated: false } } };

/**
 * Back from PayPal's express checkout (issue 15): a short confirmation with the payer's address
 * from the wallet filled in, PayPal as the only payment method, and a way to pay otherwise.
 */
export const ExpressPayPal: Story = {
  globals: { country: 'DE', priceMode: 'gross' },
  render: renderPage('/checkout', { data: { checkout: () => checkoutFor(storyCountries.DE, 'gross', { express: true }) } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(say('Confirm your order'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/PayPal/);
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await expect(canvas.queryAllByRole('radio', { name: /Vorkasse|Nachnahme/ })).toEqual([]);
    await expect(canvas.getByRole('link', { name: say('Pay another way') })).toHaveAttribute('href', '/express/paypal/cancel?to=checkout');
  },
};
