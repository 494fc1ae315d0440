import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterForm } from './NewsletterForm.tsx';

const meta = {
  title: 'Footer/NewsletterForm',
  component: NewsletterForm,
  args: {
    action: '/newsletter',
    label: 'Angebote per E-Mail erhalten',
    placeholder: 'Ihre E-Mail-Adresse',
    submitLabel: 'Anmelden',
  },
} satisfies Meta<typeof NewsletterForm>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
export const Prefilled: Story = { args: { defaultEmail: 'anna@example.de' } };
export const Romanian: Story = {
  args: { label: 'Abonează-te la newsletter', placeholder: 'Adresa ta de e-mail', submitLabel: 'Abonare' },
};
