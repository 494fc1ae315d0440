import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS, escapeLike, postgresMatch, quoteLexeme } from './postgres-match.ts';
import { PRODUCT_RANKING, planSearch } from './query-plan.ts';
import { createTermDictionary } from './term-dictionary.ts';

const compiler = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('PostgreSQL match conditions', () => {
  it('bind every term as a parameter, quoted as a lexeme of its language', () => {
    const words = createTermDictionary();
    words.add('de', 'title', ['waschbecken', 'aufsatzwaschbecken']);
    const plan = planSearch("becken' OR 1=1 --", 'de', words, PRODUCT_RANKING);
    const condition = postgresMatch(plan.tiers[2] ?? null, PRODUCT_COLUMNS, 'de');
    if (!condition) throw new Error('expected a condition');
    const compiled = condition.compile(compiler);
    expect(compiled.sql).not.toContain('becken');
    expect(compiled.sql).toContain('"title" @@ $1::tsquery');
    expect(compiled.parameters).toContain("'de:becken' | 'de:waschbecken' | 'de:aufsatzwaschbecken'");
    expect(compiled.parameters).toContain('de|%becken%');
  });

  it('escape what a lexeme or a LIKE pattern would read as syntax', () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
