// A small well-formedness check for the SVG the renderers write: every tag closed in order,
// attributes quoted, no stray '<' or '&'. Enough to catch a broken template; not a full XML parser.
export function isWellFormedXml(text: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const between = text.slice(last, match.index);
    if (/[<>]/.test(between) || /&(?!#\d+;|amp;|lt;|gt;|quot;)/.test(between)) return false;
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (!name) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  return stack.length === 0 && text.slice(last).trim() === '';
}
