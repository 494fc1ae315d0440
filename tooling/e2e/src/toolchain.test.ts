import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs on the pinned Node 24, whatever node the machine has', () => {
    console.info(`node ${process.version}`);
    expect(process.version).toMatch(/^v24\./);
  });
});
