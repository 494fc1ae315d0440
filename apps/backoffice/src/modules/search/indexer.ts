// Keeps the index following the catalog. Triggers append changed products and pages to
// `search_dirty` (migration 2026-11-21-02-search); this rebuilds what is marked, a batch at a
// time, and every few hundred milliseconds looks again, so a change is searchable well within a
// second. It also keeps the in-memory word list (term-dictionary.ts) in step with the `search_term`
// table, which every process writes the words it indexes to and reads the others' from.
import type { Db } from '../../db/connect.ts';
import { deleteDirtyMarks, insertTerms, listDirtyMarks, listMarksOfItems, listTermsAfter } from './index-queue-repository.ts';
import { contentDocuments, productDocuments } from './index-source.ts';
import type { ContentDocument, ProductDocument, SearchDb, SearchStore, SearchTables } from './search-store.ts';
import type { TermDictionary, Vocabulary } from './term-dictionary.ts';
import { unique } from './text-normalization.ts';

/** Products rebuilt and written together. */
export const INDEX_BATCH = 250;
/** Marks read per round; a seed or import marks each product once per row it writes. */
const MARKS_PER_ROUND = 2_000;
const WORD_RELOAD_EVERY_MS = 5 * 60_000;

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;

export function createSearchIndexer(options: {
  db: Db;
  store: SearchStore;
  dictionary: TermDictionary;
  onError?: (error: unknown) => void;
  /** Called after the index changed (answer caches listen). */
  onChange?: () => void;
  /**
   * Whether this process indexes on its timer (the job's lease, src/jobs/): with several processes
   * one indexes; the others only read the words it wrote. Start-up catch-up always indexes.
   */
  mayIndex?: () => Promise<boolean>;
}) {
  const { store, dictionary } = options;
  const db: SearchDb = options.db.withTables<SearchTables>();
  let lastTermId = 0;
  let lastFullReload = 0;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Reads words other processes (or earlier runs) indexed; now and then all of them, to close gaps. */
  const refreshWords = async () => {
    const full = Date.now() - lastFullReload > WORD_RELOAD_EVERY_MS;
    const rows = await listTermsAfter(db, full ? 0 : lastTermId);
    for (const row of rows) {
      dictionary.add(row.lang, row.vocabulary, [row.term]);
      lastTermId = Math.max(lastTermId, Number(row.id));
    }
    if (full) lastFullReload = Date.now();
  };

  const rememberWords = async (entries: { lang: string; vocabulary: Vocabulary; terms: readonly string[] }[]) => {
    const fresh: { lang: string; vocabulary: Vocabulary; term: string }[] = [];
    for (const entry of entries) {
      for (const term of dictionary.add(entry.lang, entry.vocabulary, entry.terms)) fresh.push({ lang: entry.lang, vocabulary: entry.vocabulary, term });
    }
    for (let start = 0; start < fresh.length; start += 500) {
      await insertTerms(db, fresh.slice(start, start + 500));
    }
  };

  const marksOfItems = async (kind: 'product' | 'content', itemIds: readonly number[]) => {
    const marks = [];
    for (let start = 0; start < itemIds.length; start += 1000) marks.push(...(await listMarksOfItems(db, kind, itemIds.slice(start, start + 1000))));
    return marks;
  };

  /** Rebuilds the items of one round's oldest marks; answers how many of those there were (MARKS_PER_ROUND: more wait). */
  const runBatch = async (): Promise<number> => {
    const oldest = await listDirtyMarks(db, MARKS_PER_ROUND);
    if (oldest.length === 0) return 0;
    // A bulk write marks the same product once per row it touched, and a seed writes table after
    // table: the items' later marks are taken now too, so each is rebuilt once, not once per table
    // (which also left the search table with four dead row versions per product).
    const productIds = unique(oldest.filter((mark) => mark.kind === 'product').map((mark) => mark.item_id));
    const contentIds = unique(oldest.filter((mark) => mark.kind === 'content').map((mark) => mark.item_id));
    const marks = [...(await marksOfItems('product', productIds)), ...(await marksOfItems('content', contentIds))];
    for (let start = 0; start < productIds.length; start += INDEX_BATCH) {
      const ids = productIds.slice(start, start + INDEX_BATCH);
      const documents = await productDocuments(options.db, ids);
      await rememberWords(productWords(documents));
      await store.writeProducts(ids, documents);
    }
    if (contentIds.length > 0) {
      const documents = await contentDocuments(options.db, contentIds);
      await rememberWords(contentWords(documents));
      await store.writeContents(contentIds, documents);
    }
    options.onChange?.();
    // Exactly the marks read: a change made meanwhile added a new mark, left for the next round.
    const readIds = unique([...oldest, ...marks].map((mark) => Number(mark.id)));
    for (let start = 0; start < readIds.length; start += 1000) {
      await deleteDirtyMarks(db, readIds.slice(start, start + 1000));
    }
    return oldest.length;
  };

  const runOnce = (): Promise<number> => {
    running ??= (async () => {
      try {
        await refreshWords();
        return await runBatch();
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const tick = async (intervalMs: number) => {
    timer = null;
    try {
      if (options.mayIndex && !(await options.mayIndex())) {
        await refreshWords();
      } else {
        // A large backlog (a bulk import) is worked off batch after batch, without waiting in between.
        let rounds = 0;
        while ((await runOnce()) === MARKS_PER_ROUND && !stopped) rounds += 1;
        if (rounds > 0) await store.refreshStatistics();
      }
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(intervalMs), intervalMs);
      timer.unref();
    }
  };

  return {
    runOnce,
    /** Works until nothing is marked (or `maxMs` have passed): at start, and in tests and scripts. */
    async catchUp(options: { maxMs?: number } = {}): Promise<boolean> {
      const started = Date.now();
      let marks = 0;
      try {
        for (let read = await runOnce(); read > 0; read = await runOnce()) {
          marks += read;
          if (options.maxMs !== undefined && Date.now() - started > options.maxMs) return false;
        }
        return true;
      } finally {
        if (marks >= MARKS_PER_ROUND) await store.refreshStatistics();
      }
    },
    start(intervalMs = 200): void {
      stopped = false;
      if (!timer) {
        timer = setTimeout(() => void tick(intervalMs), intervalMs);
        timer.unref();
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

function productWords(documents: readonly ProductDocument[]) {
  return documents.flatMap((document) => [
    { lang: document.lang, vocabulary: 'title' as const, terms: document.title },
    { lang: document.lang, vocabulary: 'facts' as const, terms: document.facts },
    { lang: document.lang, vocabulary: 'body' as const, terms: document.body },
  ]);
}

function contentWords(documents: readonly ContentDocument[]) {
  return documents.map((document) => ({ lang: document.lang, vocabulary: 'content' as const, terms: [...document.titleTerms, ...document.bodyTerms] }));
}
