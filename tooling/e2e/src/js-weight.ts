// The JavaScript a page loads before the shopper can interact: every script and module preload in
// the server-rendered HTML, the modules the bootstrap imports and the storefront's after-first-paint
// loader preloads, and the inline scripts themselves, raw and gzip (level 9).
import { gzipSync } from 'node:zlib';

export type JsWeight = {
  files: number;
  /** How many modules the after-first-paint loader preloads: 0 means its list was not found. */
  loaderModules: number;
  rawBytes: number;
  gzipBytes: number;
  largest: { url: string; gzipBytes: number }[];
};

export async function pageJs(url: string): Promise<JsWeight> {
  const html = await (await fetch(url)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? '');
  // The bootstrap's imports (also where a JSON string holds them, quotes escaped), not the manifest's other routes.
  for (const match of html.matchAll(/import(?: \* as \w+ from)? ?\\?"([^"\\]+)\\?"/g)) urls.add(match[1] ?? '');
  // The loader's module list (ScriptsAfterFirstPaint.tsx): the JSON array it preloads, `hrefs=[…]`.
  let loaderModules = 0;
  for (const list of html.matchAll(/hrefs=(\["\/[^\]]*\])/g)) {
    const modules = JSON.parse(list[1] ?? '[]') as string[];
    for (const src of modules) urls.add(src);
    loaderModules += modules.length;
  }
  let rawBytes = 0;
  let gzipBytes = 0;
  const files: { url: string; gzipBytes: number }[] = [];
  for (const src of urls) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    rawBytes += body.length;
    gzipBytes += gzip;
    files.push({ url: src, gzipBytes: gzip });
  }
  // The inline bootstrap (router context and manifest) counts too.
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
  rawBytes += Buffer.byteLength(inline);
  gzipBytes += gzipSync(inline, { level: 9 }).length;
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files: urls.size, loaderModules, rawBytes, gzipBytes, largest: files.slice(0, 5) };
}
