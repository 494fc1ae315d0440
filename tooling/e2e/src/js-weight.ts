// The JavaScript a shop's home page loads before the shopper can interact: every script and module
// preload in the server-rendered HTML, plus the inline bootstrap, raw and gzip (level 9).
import { gzipSync } from 'node:zlib';

export type JsWeight = { files: number; rawBytes: number; gzipBytes: number };

export async function homePageJs(origin: string): Promise<JsWeight> {
  const html = await (await fetch(`${origin}/`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) urls.add(match[1] ?? '');
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  // The inline bootstrap (router context and manifest) counts too.
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
  rawBytes += Buffer.byteLength(inline);
  gzipBytes += gzipSync(inline, { level: 9 }).length;
  return { files: urls.size, rawBytes, gzipBytes };
}
