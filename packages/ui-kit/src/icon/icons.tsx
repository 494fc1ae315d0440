import type { ReactNode } from 'react';

/** Every icon name the storefront may ask for. */
export const iconNames = [
  'account',
  'cart',
  'phone',
  'search',
  'menu',
  'close',
  'retry',
  'arrow-up',
  'chevron-down',
  'chevron-right',
  'whatsapp',
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'star',
  'truck',
  'shield',
] as const;

export type IconName = (typeof iconNames)[number];

const solid = { fill: 'currentColor', stroke: 'none' } as const;

/**
 * Our own line drawings on a 24 x 24 grid. The root <svg> strokes with currentColor; shapes that
 * are filled say so with `solid`.
 */
export const iconShapes: Record<IconName, ReactNode> = {
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  cart: (
    <>
      <path d="M2 3h3l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 1.9-1.5L21 8H6" />
      <circle cx="10" cy="20.5" r="1.5" {...solid} />
      <circle cx="18" cy="20.5" r="1.5" {...solid} />
    </>
  ),
  phone: <path d="M6 3h3l1.5 4.5-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2L21 15v3a3 3 0 0 1-3 3A15 15 0 0 1 3 6a3 3 0 0 1 3-3z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  retry: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path d="M20 4v5h-5" />
    </>
  ),
  'arrow-up': <path d="M12 20V5M6 11l6-6 6 6" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  whatsapp: (
    <>
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />
      <path d="M8.8 8.2c0 3.9 3.1 7 7 7l1-1.6-2-1.1-1 .8a5 5 0 0 1-2.6-2.6l.8-1-1-2.1z" {...solid} />
    </>
  ),
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 8H14a2.5 2.5 0 0 0-2.5 2.5V21M9 13h5.5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1.1" {...solid} />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" {...solid} />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
  star: (
    <path
      d="M12 2.5l2.9 6.1 6.6.7-4.9 4.5 1.4 6.5L12 17l-6 3.3 1.4-6.5-4.9-4.5 6.6-.7z"
      {...solid}
    />
  ),
  truck: (
    <>
      <path d="M2 6h12v10H2zM14 9h4l3 3.5V16h-7z" />
      <circle cx="6" cy="17.5" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
};
