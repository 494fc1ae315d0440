import { data } from 'react-router';

export function loader() {
  // A real 404 status; the root error boundary shows the not-found screen in the frame.
  throw data({ reason: 'route-not-found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
