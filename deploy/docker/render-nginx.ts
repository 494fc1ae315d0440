// Renders deploy/nginx/*.conf for compose.yaml's services (stdout); Dockerfile.nginx runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '../nginx');
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => values[key] ?? '');
const storefront = readFileSync(path.join(here, 'storefront.conf'), 'utf8');
const codes = ['de', 'at', 'ro'];
process.stdout.write(
  fill(readFileSync(path.join(here, 'shop.conf'), 'utf8'), {
    USER: 'user nginx;',
    RUN_DIR: '/var/cache/shop',
    ADMIN_DIR: '/srv/admin',
    BACKOFFICE_LISTEN: '8000',
    HELPER_LISTEN: '8009',
    BACKOFFICE_API_SERVERS: ['backoffice-1', 'backoffice-2'].map((host) => `    server ${host}:4000 max_fails=1 fail_timeout=5s;`).join('\n'),
    BACKOFFICE_HELPER_SERVERS: ['backoffice-1', 'backoffice-2'].map((host) => `    server ${host}:4001 max_fails=1 fail_timeout=5s;`).join('\n'),
    STOREFRONTS: codes.map((code, index) => fill(storefront, { CODE: code, LISTEN: String(8001 + index), STOREFRONT_SERVER: `storefront-${code}:3000` })).join('\n'),
  }),
);
