import { data } from 'react-router';

export function loader() {
  // A real 404 status for search engines; the root error boundary renders the screen.
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
