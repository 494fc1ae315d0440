// The DATEV export's settings (issue 34): the adviser's and the client's numbers, the debtor account
// and the revenue accounts per shop and rate, SKR03's for Germany unless set.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const demo = { DATA_DIR: '/tmp/datev-config-test', SHOP_MODE: 'demo' };

describe('DATEV settings', () => {
  it('takes SKR03 for the German shop and the demo’s numbers, and leaves the Austrian accounts to be set', () => {
    expect(loadConfig(demo).datev).toEqual({ consultant: 1001, client: 1, debtorAccount: 10_000, revenueAccounts: { DE: { '19': 8400, '7': 8300, '0': 8125 }, AT: {} } });
  });

  it('reads the accounts per shop and rate, over SKR03', () => {
    const { datev } = loadConfig({ ...demo, DATEV_REVENUE_ACCOUNTS: 'AT:20=4000,10=4010,0=4100;DE:7=8310', DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' });
    expect(datev.revenueAccounts).toEqual({ DE: { '19': 8400, '7': 8310, '0': 8125 }, AT: { '20': 4000, '10': 4010, '0': 4100 } });
    expect([datev.consultant, datev.client]).toEqual([29_098, 55_003]);
  });

  it('refuses a malformed list or a consultant number DATEV does not issue, naming the setting', () => {
    expect(() => loadConfig({ ...demo, DATEV_REVENUE_ACCOUNTS: 'AT 20 4000' })).toThrow(/DATEV_REVENUE_ACCOUNTS: must read like DE:19=8400/);
    expect(() => loadConfig({ ...demo, DATEV_CONSULTANT_NUMBER: '12' })).toThrow(/DATEV_CONSULTANT_NUMBER/);
  });
});
