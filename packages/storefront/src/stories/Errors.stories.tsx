import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinned, renderPage } from './screen-story.tsx';

const meta = {
  title: 'Screens/Errors',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A path no route or rewriting knows: the not-found screen inside the frame (status 404). */
export const NotFound: Story = { render: renderPage('/gibt-es-nicht') };
export const NotFoundRomania: Story = { render: renderPage('/nu-exista'), globals: pinned.RO };
/** The back office cannot be reached (503): the server-error screen without the frame. */
export const ServerError: Story = { render: renderPage('/server-error') };
export const ServerErrorRomania: Story = { render: renderPage('/server-error'), globals: pinned.RO };
