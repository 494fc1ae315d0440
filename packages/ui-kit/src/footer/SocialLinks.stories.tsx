import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialLinks } from './SocialLinks.tsx';

const meta = {
  title: 'Footer/SocialLinks',
  component: SocialLinks,
  args: {
    label: 'Folgen Sie uns',
    links: [
      { network: 'facebook', href: 'https://facebook.com/', label: 'Facebook' },
      { network: 'instagram', href: 'https://instagram.com/', label: 'Instagram' },
      { network: 'youtube', href: 'https://youtube.com/', label: 'YouTube' },
      { network: 'tiktok', href: 'https://tiktok.com/', label: 'TikTok' },
    ],
  },
} satisfies Meta<typeof SocialLinks>;
export default meta;

type Story = StoryObj<typeof meta>;
export const AllNetworks: Story = {};
export const TwoNetworks: Story = {
  args: {
    links: [
      { network: 'facebook', href: 'https://facebook.com/', label: 'Facebook' },
      { network: 'instagram', href: 'https://instagram.com/', label: 'Instagram' },
    ],
  },
};
