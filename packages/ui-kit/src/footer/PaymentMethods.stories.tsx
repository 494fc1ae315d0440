import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethods } from './PaymentMethods.tsx';

const meta = {
  title: 'Footer/PaymentMethods',
  component: PaymentMethods,
  args: {
    label: 'Zahlungsarten',
    methods: ['paypal', 'visa', 'mastercard', 'klarna', 'sofort', 'amazon', 'prepayment', 'cod'],
    methodLabels: { prepayment: 'Vorkasse', cod: 'Nachnahme' },
  },
} satisfies Meta<typeof PaymentMethods>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Germany: Story = {};
export const Romania: Story = {
  args: {
    label: 'Metode de plată',
    methods: ['visa', 'mastercard', 'paypal', 'cod'],
    methodLabels: { cod: 'Ramburs' },
  },
};
