// Which of the two modes a process runs in (ARCHITECTURE.md, "Two modes"). Production is the
// default for NODE_ENV=production; `pnpm start` asks for the demo explicitly with SHOP_MODE=demo,
// because the storefront servers always run with NODE_ENV=production (React's production build).
export type ShopMode = 'demo' | 'production';

export function shopMode(env: Record<string, string | undefined>): ShopMode {
  if (env.SHOP_MODE === 'demo') return 'demo';
  if (env.SHOP_MODE === 'production') return 'production';
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}
