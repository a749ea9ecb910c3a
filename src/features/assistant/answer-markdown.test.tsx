import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AnswerMarkdown } from './answer-markdown';

const render = (text: string): string =>
  renderToStaticMarkup(<AnswerMarkdown text={text} seekLabel={(time) => `Ir para ${time}`} onSeek={() => undefined} />);
const headings = (html: string): string[] => [...html.matchAll(/<(h\d)>/g)].map((match) => match[1] ?? '');

it("a model's headings rank below the panel's title (h2): # is h3, and the order goes on from there", () => {
  expect(headings(render('# Título\n\ntexto\n\n## Parte\n\n### Detalhe\n\n## Outra'))).toEqual(['h3', 'h4', 'h5', 'h4']);
});

it('an answer whose headings start lower still starts at h3, and a skipped level is not skipped', () => {
  expect(headings(render('## Parte\n\n#### Detalhe\n\n###### Fundo'))).toEqual(['h3', 'h4', 'h5']);
  expect(headings(render('### A\n\n# B'))).toEqual(['h3', 'h3']);
});

it('an answer that names a script tag in code keeps all of it', () => {
  const text = 'Put the code in a `<script>` tag, and close it with `</script>`.\n\n```html\n<script>go()</script>\n```';
  const html = render(text);
  expect(html).toContain(
    '<p>Put the code in a <code>&lt;script&gt;</code> tag, and close it with <code>&lt;/script&gt;</code>.</p>',
  );
  expect(html).toContain('<code class="language-html">&lt;script&gt;go()&lt;/script&gt;\n</code>');
});

it('raw HTML is never rendered: it shows as its text', () => {
  expect(render('a <b onclick="x()">negrito</b> <img src=x onerror=alert(1)>')).toBe(
    '<div class="answer"><p>a &lt;b onclick=&quot;x()&quot;&gt;negrito&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;</p></div>',
  );
  expect(render('<div><script>\nalert(1)\n\nRest of the answer.\n\n## Next')).toBe(
    '<div class="answer"><p>&lt;div&gt;&lt;script&gt;\nalert(1)</p>\n<p>Rest of the answer.</p>\n<h3>Next</h3></div>',
  );
});

it('a GFM table renders as a table, with its alignment and times as seek buttons', () => {
  const html = render('| Tempo | Tema |\n|---|:--:|\n| 00:14 | clorofila |');
  expect(html).toContain('<table><thead><tr><th>Tempo</th><th style="text-align:center">Tema</th></tr></thead>');
  expect(html).toContain('<td><button type="button" class="timestamp" aria-label="Ir para 00:14">00:14</button></td>');
  expect(html).not.toContain('|');
});

it('links stay http(s) only', () => {
  expect(render('[a](https://example.com) [b](javascript:alert(1)) [c](data:text/html,x)')).toBe(
    '<div class="answer"><p><a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a> <span>b</span> <span>c</span></p></div>',
  );
});
