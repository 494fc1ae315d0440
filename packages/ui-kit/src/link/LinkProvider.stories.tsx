import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LinkComponentProps } from './link-context.tsx';
import { LinkProvider, UiLink } from './link-context.tsx';

/** Stands in for the storefront's router link: marks the links it renders. */
function DemoRouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest} style={{ outline: '2px dashed #0b5cad' }} title="rendered by the provided link">
      {children}
    </a>
  );
}

const meta = {
  title: 'Basics/UiLink',
  component: UiLink,
  args: { href: '/cart', children: 'Warenkorb' },
} satisfies Meta<typeof UiLink>;
export default meta;

type Story = StoryObj<typeof meta>;
export const PlainAnchor: Story = {};
export const WithProvider: Story = {
  render: (args) => (
    <LinkProvider value={DemoRouterLink}>
      <p>
        <UiLink {...args} /> (internal, dashed) · <UiLink href="tel:+4930123456">+49 30 123456</UiLink> (tel:, plain)
      </p>
    </LinkProvider>
  ),
};
export const CurrentPage: Story = { args: { 'aria-current': 'page', children: 'Startseite', href: '/' } };
