// Small helpers for hand-written SVG: colour shades and XML escaping.

const FALLBACK_COLOR = '#d9dde2';

/** '#abc' or '#aabbcc' in lower case; anything else (it ends up in markup) becomes a neutral grey. */
export function normalizeHex(hex: string | null | undefined): string {
  const value = (hex ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return FALLBACK_COLOR;
}

function channels(hex: string): [number, number, number] {
  const value = normalizeHex(hex);
  return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))));
}

/** Relative brightness 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The shades a drawing needs from one item colour; outlines stay visible on white items. */
export interface Palette {
  base: string;
  light: string;
  dark: string;
  outline: string;
}

export function paletteFor(hex: string | null | undefined): Palette {
  const base = normalizeHex(hex);
  const bright = luminance(base) > 0.72;
  return {
    base,
    light: shade(base, 0.35),
    dark: shade(base, bright ? -0.18 : -0.35),
    outline: bright ? '#8b929b' : shade(base, -0.5),
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
