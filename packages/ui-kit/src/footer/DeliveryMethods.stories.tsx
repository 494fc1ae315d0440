import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryMethods } from './DeliveryMethods.tsx';

const meta = {
  title: 'Footer/DeliveryMethods',
  component: DeliveryMethods,
  args: {
    label: 'Versandarten',
    methods: ['dhl', 'dpd', 'freight', 'pickup'],
    methodLabels: { freight: 'Spedition', pickup: 'Selbstabholung' },
  },
} satisfies Meta<typeof DeliveryMethods>;
export default meta;

type Story = StoryObj<typeof meta>;
export const All: Story = {};
export const ParcelOnly: Story = { args: { methods: ['dhl', 'dpd'] } };
