// Who signs in to the admin with a second factor (issue 38, decision 032): production's admins at
// least, whatever is set; the demo leaves it to each staff member unless set.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { productionSecrets } from './testing/production-settings.ts';

const demo = { DATA_DIR: '/tmp/two-factor-config-test', SHOP_MODE: 'demo' };
const production = { DATA_DIR: '/tmp/two-factor-config-test', NODE_ENV: 'production', ...productionSecrets };

describe('STAFF_TWO_FACTOR', () => {
  it('requires it of admins in production, of all staff when set, and refuses "optional" there', () => {
    expect(loadConfig(production).staffTwoFactor).toBe('admins');
    expect(loadConfig({ ...production, STAFF_TWO_FACTOR: 'all' }).staffTwoFactor).toBe('all');
    expect(() => loadConfig({ ...production, STAFF_TWO_FACTOR: 'optional' })).toThrow(/STAFF_TWO_FACTOR: admins sign in with a second factor in production/);
  });

  it('leaves it to each staff member in the demo unless set', () => {
    expect(loadConfig(demo).staffTwoFactor).toBe('optional');
    expect(loadConfig({ ...demo, STAFF_TWO_FACTOR: 'admins' }).staffTwoFactor).toBe('admins');
    expect(() => loadConfig({ ...demo, STAFF_TWO_FACTOR: 'sometimes' })).toThrow(/STAFF_TWO_FACTOR/);
  });
});
