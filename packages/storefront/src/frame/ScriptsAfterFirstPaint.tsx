import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

type ElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/** What React Router's <Scripts /> renders, split into what must run while the page is parsed and what hydrates it. */
export type SplitScripts = { kept: ReactElement[]; modules: string[]; bootstrap: string | null; nonce: string | undefined };

export function splitScripts(node: ReactNode): SplitScripts {
  const split: SplitScripts = { kept: [], modules: [], bootstrap: null, nonce: undefined };
  const visit = (child: ReactNode) => {
    if (!isValidElement<ElementProps>(child)) return;
    const props = child.props;
    if (child.type === 'link' && props.rel === 'modulepreload' && props.href) split.modules.push(props.href);
    else if (child.type === 'script' && props.type === 'module') {
      split.bootstrap = props.dangerouslySetInnerHTML?.__html ?? null;
      split.nonce = props.nonce;
    } else if (typeof child.type === 'string') split.kept.push(child);
    else Children.forEach(props.children, visit);
  };
  visit(node);
  return split;
}

/** JSON that may stand inside an inline <script>: no "</script>" or "<!--" can end it early. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Holds React Router's bootstrap module unrun (an unknown script type) until the loader runs it. */
const BOOTSTRAP_ID = 'router-bootstrap';

/**
 * The loader that replaces the bootstrap module: once the browser has painted the server-rendered
 * page (a frame, then a task), it preloads the page's modules and runs React Router's bootstrap.
 * Each preload link costs the main thread a resource request (1–2 ms here, several on a phone), so
 * the two dozen are added in slices of at most PRELOAD_SLICE_MS, each in its own task, and the
 * bootstrap in the next: one 25 ms task was a 100 ms long task at Lighthouse's 4× CPU.
 * In a hidden tab (at the start or between slices) there is no frame to wait for and nobody
 * waiting on input: the rest at once.
 * The JavaScript budget (tooling/e2e js-weight.ts) reads the module list from `hrefs=[…]`.
 */
const PRELOAD_SLICE_MS = 8;

export function loaderSource(modules: readonly string[]): string {
  return `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,started=false,hrefs=${inlineJson(modules)},next=0;
function boot(){var s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=d.getElementById('${BOOTSTRAP_ID}').textContent;d.head.appendChild(s)}
function preload(){var all=d.visibilityState==='hidden',until=performance.now()+${PRELOAD_SLICE_MS};
while(next<hrefs.length&&(all||performance.now()<until)){var l=d.createElement('link');l.rel='modulepreload';l.href=hrefs[next++];d.head.appendChild(l)}
if(all)boot();else setTimeout(next<hrefs.length?preload:boot,0)}
function start(){if(started)return;started=true;preload()}
if(d.visibilityState==='hidden')start();else{d.addEventListener('visibilitychange',start,{once:true});requestAnimationFrame(function(){setTimeout(start,0)})}})();`;
}

/**
 * React Router's <Scripts /> with the page's modules (about 170 KB gzip) fetched after the first
 * paint instead of from the head: as module preloads they started with the stylesheet and the
 * largest picture and shared a phone's bandwidth with them, so the server-rendered page waited for
 * code it does not need to be seen (decision 018). The router's context script still runs while the
 * page is parsed, as the streamed loader data that follows it needs.
 */
export function ScriptsAfterFirstPaint() {
  // Called as a function, not rendered: its output is rewritten. Its hooks become this component's.
  const { kept, modules, bootstrap, nonce } = splitScripts(Scripts({}));
  return (
    <>
      {Children.toArray(kept)}
      {bootstrap === null ? null : (
        <>
          <script id={BOOTSTRAP_ID} type="text/x-deferred-module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootstrap }} />
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderSource(modules) }} />
        </>
      )}
    </>
  );
}
