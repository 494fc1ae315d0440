import type { Meta, StoryObj } from '@storybook/react-vite';
import { VatNotice } from './VatNotice.tsx';

const meta = {
  title: 'Basics/VatNotice',
  component: VatNotice,
  args: { text: 'inkl. 19% Ust. zzgl.', shippingHref: '/versandkosten', shippingLabel: 'Versandkosten' },
} satisfies Meta<typeof VatNotice>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Germany: Story = {};
export const Austria: Story = { args: { text: 'inkl. 20% Ust. zzgl.' } };
export const Romania: Story = { args: { text: 'TVA 21% inclus, plus', shippingLabel: 'costuri de livrare' } };
export const NetPrice: Story = { args: { text: 'zzgl. 0% Ust. und' } };
