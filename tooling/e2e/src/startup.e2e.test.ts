import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopApps } from './apps.ts';

describe('storefront startup configuration', () => {
  it('stops at once, naming every missing setting', async () => {
    const app = shopApps[0];
    if (!app) throw new Error('no app');
    const child = spawn(path.join(app.dir, 'node_modules/.bin/react-router-serve'), ['build/server/index.js'], {
      cwd: app.dir,
      env: { PATH: process.env.PATH ?? '', PORT: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('missing configuration: apiUrl, fastApi, token');
  });
});
