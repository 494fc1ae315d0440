// The admin app: a single-page app under {api}/admin (the back office serves dist/). Lingui's macro
// and .po loader come from @shop/i18n like the storefront's.
import { linguiPlugins } from '@shop/i18n/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), ...linguiPlugins()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    // `pnpm dev` (or `pnpm --filter @shop/admin dev`): the back office's calls go to the running back office.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '4000'}` },
  },
});
