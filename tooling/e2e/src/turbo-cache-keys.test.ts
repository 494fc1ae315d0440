// Turbo's cache keys are complete (issue 33): a task whose result depends on another package's files
// gets another hash when those files change, so a kept cache can never replay a stale pass. Each key
// is shown by `turbo run … --dry=json` before and after a probe file appears in the package (a file
// no compiler or linter reads, removed again at once). Also: `pnpm start`'s build builds no Storybook.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
type DryRun = { tasks: { taskId: string; hash: string; command: string }[] };

function dryRun(args: string[]): DryRun {
  // Not the parent turbo's run: this one only plans (dry), reading the files as they are now.
  const output = execFileSync('pnpm', ['exec', 'turbo', 'run', ...args, '--dry=json'], { cwd: repo, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  return JSON.parse(output) as DryRun;
}

function hashOf(task: string, filter: string): string {
  const found = dryRun([task.split('#')[1] ?? '', `--filter=${filter}`]).tasks.find((candidate) => candidate.taskId === task);
  if (!found) throw new Error(`${task} is not in the plan`);
  return found.hash;
}

/** The task's hash before and while a probe file sits in `folder`. */
function hashesAround(task: string, filter: string, folder: string): [string, string] {
  const probe = path.join(repo, folder, `cache-key-${process.pid}.probe`);
  const before = hashOf(task, filter);
  try {
    writeFileSync(probe, `${Date.now()}\n`);
    return [before, hashOf(task, filter)];
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('turbo cache keys', () => {
  it('the browser journeys follow the back office', () => {
    const [before, after] = hashesAround('@shop/e2e#test', '@shop/e2e', 'apps/backoffice/src');
    expect(after).not.toBe(before);
  });

  it('the browser journeys follow the storefront package', () => {
    const [before, after] = hashesAround('@shop/e2e#test', '@shop/e2e', 'packages/storefront/src');
    expect(after).not.toBe(before);
  });

  it('the catalog and language checks follow the storefront’s and the admin’s messages and the back office’s mails and pages', () => {
    for (const folder of ['packages/storefront/src', 'apps/admin/src', 'apps/backoffice/src/modules/order-admin', 'apps/backoffice/src/seed/content']) {
      const [before, after] = hashesAround('@shop/i18n#test', '@shop/i18n', folder);
      expect(after, folder).not.toBe(before);
    }
  });

  it('the back office\'s suites follow the official e-invoice rules they validate with', () => {
    const [before, after] = hashesAround('@shop/backoffice#test', '@shop/backoffice', 'tooling/einvoice-rules');
    expect(after).not.toBe(before);
  });

  it('builds no Storybook on the way to `pnpm start`, and keeps both Storybook builds in `pnpm test`', () => {
    const start = dryRun(['build', '--filter=./apps/*']).tasks;
    expect(start.map((task) => task.command).filter((command) => command.includes('storybook'))).toEqual([]);
    const test = dryRun(['typecheck', 'lint', 'test']).tasks.map((task) => task.taskId);
    expect(test).toEqual(expect.arrayContaining(['@shop/ui-kit#build-storybook', '@shop/storefront#build-storybook']));
  });
});
