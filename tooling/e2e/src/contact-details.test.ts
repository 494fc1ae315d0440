// One set of contact details per shop (issue 20): the constants a storefront shows when it cannot
// ask the back office (error screen, failed order) are the seeded store info, as the header, the
// footer, the imprint and the mails show it. The apps may not import each other (module
// boundaries), so their sources are read as text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const field = (block: string, name: string) => new RegExp(`${name}: '([^']*)'`).exec(block)?.[1];

describe('contact details', () => {
  it.each(['DE', 'AT', 'RO'] as const)('%s: the fallback constant equals the seeded store info', (code) => {
    const companies = read('apps/backoffice/src/seed/data/company.ts');
    const company = new RegExp(`\\n  ${code}: \\{([\\s\\S]*?)\\n  \\},`).exec(companies)?.[1] ?? '';
    const support = /support: \{([^}]*)\}/.exec(read(`apps/${code.toLowerCase()}/app/country.ts`))?.[1] ?? '';
    expect(field(company, 'phone')).toMatch(/^\+\d/);
    expect({ phone: field(support, 'phone'), hours: field(support, 'hours'), email: field(support, 'email') }).toEqual({
      phone: field(company, 'phone'),
      hours: field(company, 'supportMoTh'),
      email: field(company, 'email'),
    });
  });
});
