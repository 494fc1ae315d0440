import type { MenuNode } from './menu-node.ts';

let nextId = 1000;
const leaf = (title: string, href: string): MenuNode => ({ id: nextId++, title, href, children: [] });

/** A small demo catalog for stories and tests. */
export const demoMenu: MenuNode[] = [
  {
    id: 1,
    title: 'Bad',
    href: '/bad',
    children: [
      {
        id: 11,
        title: 'Waschbecken',
        href: '/bad/waschbecken',
        children: [
          leaf('Aufsatzwaschbecken', '/bad/waschbecken/aufsatz'),
          leaf('Einbauwaschbecken', '/bad/waschbecken/einbau'),
          leaf('Handwaschbecken', '/bad/waschbecken/hand'),
          leaf('Doppelwaschbecken', '/bad/waschbecken/doppel'),
          leaf('Möbelwaschbecken', '/bad/waschbecken/moebel'),
          leaf('Säulenwaschbecken', '/bad/waschbecken/saeule'),
          leaf('Eckwaschbecken', '/bad/waschbecken/eck'),
        ],
      },
      {
        id: 12,
        title: 'Armaturen',
        href: '/bad/armaturen',
        children: [leaf('Waschtischarmaturen', '/bad/armaturen/waschtisch'), leaf('Brausearmaturen', '/bad/armaturen/brause')],
      },
      { id: 13, title: 'Spiegel', href: '/bad/spiegel', children: [] },
    ],
  },
  {
    id: 2,
    title: 'Küche',
    href: '/kueche',
    children: [
      {
        id: 21,
        title: 'Spülen',
        href: '/kueche/spuelen',
        children: [leaf('Edelstahlspülen', '/kueche/spuelen/edelstahl'), leaf('Granitspülen', '/kueche/spuelen/granit')],
      },
    ],
  },
  { id: 3, title: 'Angebote', href: '/angebote', children: [] },
];
