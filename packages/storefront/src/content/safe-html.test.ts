import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.server.ts';

describe('HTML from the back office', () => {
  it('keeps the formatting a description or content page uses', () => {
    const html = '<h2 id="lieferung">Lieferung</h2><p>Mit <strong>Garantie</strong><br>und <a href="/agb.html">AGB</a></p><ul><li>Eins</li></ul><img src="https://cdn.example/a.jpg" alt="Bad">';
    expect(safeHtml(html)).toBe(html.replace('<br>', '<br />').replace('alt="Bad">', 'alt="Bad" />'));
  });

  it.each([
    ['a script element', '<p>ok</p><script>alert(document.cookie)</script>', 'script'],
    ['an event handler on an image', '<img src="x" onerror="alert(1)">', 'onerror'],
    ['an event handler in any case', '<p OnMouseOver="alert(1)">x</p>', 'alert'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'javascript'],
    ['a javascript: link with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'ascript'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:'],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', 'script'],
    ['an svg onload', '<svg onload="alert(1)"></svg>', 'onload'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>', 'form'],
    ['a style attribute', '<p style="position:fixed;inset:0">x</p>', 'style'],
    ['a style element', '<style>body{display:none}</style>', 'display'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'refresh'],
    ['a base element', '<base href="https://evil.example/">', 'base'],
    ['an object', '<object data="x.swf"></object>', 'object'],
    ['a protocol-relative image', '<img src="//evil.example/t.gif">', 'evil.example'],
    ['a broken-up script tag', '<scr<script>ipt>alert(1)</script>', '<script'],
  ])('drops %s', (_name, html, forbidden) => {
    expect(safeHtml(html).toLowerCase()).not.toContain(forbidden);
  });

  it('makes links to a new tab unable to reach back', () => {
    expect(safeHtml('<a href="https://partner.example" target="_blank">Partner</a>')).toBe(
      '<a href="https://partner.example" target="_blank" rel="noopener noreferrer">Partner</a>',
    );
  });

  it('answers an empty text (a product without a description) and the same text again from what it kept', () => {
    expect(safeHtml('')).toBe('');
    expect(safeHtml(' ')).toBe(' ');
    const dirty = '<p onclick="steal()">Waschtisch</p><script>steal()</script>';
    expect(safeHtml(dirty)).toBe('<p>Waschtisch</p>');
    expect(safeHtml(dirty)).toBe('<p>Waschtisch</p>');
  });
});
