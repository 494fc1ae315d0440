import { useEffect } from 'react';

/** The document title names the page first, for tabs and screen readers. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
}
