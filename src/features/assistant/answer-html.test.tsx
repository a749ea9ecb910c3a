// Hostile and careless answers with HTML in them: every tag, comment, processing instruction, declaration or CDATA
// section reads as the characters it is (escaped, never an element), inline or at a line's start; nothing it opens
// hides what follows; the markdown around and inside it still reads.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnswerMarkdown } from './answer-markdown';

const render = (text: string): string =>
  renderToStaticMarkup(<AnswerMarkdown text={text} seekLabel={(time) => `Ir para ${time}`} onSeek={() => undefined} />);
const answer = (html: string): string => `<div class="answer">${html}</div>`;
/** The elements an answer rendered, by name (its wrapper first). */
const elements = (html: string): string[] => [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1] ?? '');

describe('inside a paragraph', () => {
  it('a bare tag written in prose shows as the tag', () => {
    expect(render('Coloque o código numa tag <script> e feche-a depois.')).toBe(
      answer('<p>Coloque o código numa tag &lt;script&gt; e feche-a depois.</p>'),
    );
    expect(render('Use <style> para o visual e **negrito** no fim.')).toBe(
      answer('<p>Use &lt;style&gt; para o visual e <strong>negrito</strong> no fim.</p>'),
    );
  });

  it('a closed script shows as written, what it holds too', () => {
    expect(render('Olá <script>window.__pwned=1</script> mundo')).toBe(
      answer('<p>Olá &lt;script&gt;window.__pwned=1&lt;/script&gt; mundo</p>'),
    );
    expect(render('a <STYLE type="text/css">body{display:none}</STYLE>fim')).toBe(
      answer('<p>a &lt;STYLE type=&quot;text/css&quot;&gt;body{display:none}&lt;/STYLE&gt;fim</p>'),
    );
  });

  it('a comment, a processing instruction, a declaration and CDATA show as written', () => {
    expect(render('Antes <!-- <script> --> depois.')).toBe(answer('<p>Antes &lt;!-- &lt;script&gt; --&gt; depois.</p>'));
    expect(render('a <?php echo 1; ?> b <!DOCTYPE html> c <![CDATA[x]]> d')).toBe(
      answer('<p>a &lt;?php echo 1; ?&gt; b &lt;!DOCTYPE html&gt; c &lt;![CDATA[x]]&gt; d</p>'),
    );
  });

  it('markdown inside and around tags still reads: emphasis, code, times, links', () => {
    expect(render('<b>**forte**</b> em 00:14, `<i>` e [fonte](https://example.com)')).toBe(
      answer(
        '<p>&lt;b&gt;<strong>forte</strong>&lt;/b&gt; em <button type="button" class="timestamp" aria-label="Ir para 00:14">' +
          '00:14</button>, <code>&lt;i&gt;</code> e <a href="https://example.com" target="_blank" rel="noopener noreferrer">' +
          'fonte</a></p>',
      ),
    );
    expect(render('*Olá <script>alert(1)* mundo')).toBe(answer('<p><em>Olá &lt;script&gt;alert(1)</em> mundo</p>'));
  });

  it('a tag in a table cell shows in its cell', () => {
    expect(render('| a |\n|---|\n| x <script> y<br>z |')).toContain('<td>x &lt;script&gt; y&lt;br&gt;z</td>');
  });
});

describe('no tag is ever an element', () => {
  it('an image with onerror, a javascript: link and an iframe are text', () => {
    const html = render(
      'Veja <img src=x onerror=alert(1)> e <a href="javascript:alert(1)">clique</a> ' +
        '<iframe src="https://evil.example/"></iframe>\n\n<img src=x onerror="alert(2)">\n\n<iframe srcdoc="<script>x</script>">',
    );
    expect(elements(html)).toEqual(['div', 'p', 'p', 'p']);
    expect(html).toContain('Veja &lt;img src=x onerror=alert(1)&gt; e &lt;a href=&quot;javascript:alert(1)&quot;&gt;clique');
    expect(html).toContain('&lt;iframe src=&quot;https://evil.example/&quot;&gt;&lt;/iframe&gt;');
    expect(html).toContain('<p>&lt;img src=x onerror=&quot;alert(2)&quot;&gt;</p>');
  });

  it('an autolink to javascript: is no link', () => {
    expect(render('<javascript:alert(1)> <https://example.com>')).toBe(
      answer(
        '<p><span>javascript:alert(1)</span> <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a></p>',
      ),
    );
  });
});

describe('at the start of a line (what markdown reads as an HTML block)', () => {
  it('an unclosed <?, <!DOCTYPE or <![CDATA[ hides nothing after it', () => {
    expect(render('<?php echo 1;\n\nDepois **mesmo**')).toBe(
      answer('<p>&lt;?php echo 1;</p>\n<p>Depois <strong>mesmo</strong></p>'),
    );
    expect(render('<!DOCTYPE html\n\n## Parte\n\nTexto')).toBe(answer('<p>&lt;!DOCTYPE html</p>\n<h3>Parte</h3>\n<p>Texto</p>'));
    expect(render('<![CDATA[ dados\n\n- um\n- dois')).toBe(
      answer('<p>&lt;![CDATA[ dados</p>\n<ul>\n<li>um</li>\n<li>dois</li>\n</ul>'),
    );
  });

  it('a closed one shows as written, and so does what follows it', () => {
    expect(render('<?xml version="1.0"?> depois\n\nMais')).toBe(
      answer('<p>&lt;?xml version=&quot;1.0&quot;?&gt; depois</p>\n<p>Mais</p>'),
    );
    expect(render('<!DOCTYPE html>\n\nDepois')).toBe(answer('<p>&lt;!DOCTYPE html&gt;</p>\n<p>Depois</p>'));
    expect(render('<![CDATA[\nx < y\n]]>\n\nDepois')).toBe(answer('<p>&lt;![CDATA[\nx &lt; y\n]]&gt;</p>\n<p>Depois</p>'));
  });

  it('a script, style or comment, closed or not, shows as written, and the rest of the answer as markdown', () => {
    expect(render('<script>\nalert(1)\n\nDepois **mesmo**')).toBe(
      answer('<p>&lt;script&gt;\nalert(1)</p>\n<p>Depois <strong>mesmo</strong></p>'),
    );
    expect(render('<style>\np{}\n</style>\nDepois')).toBe(answer('<p>&lt;style&gt;\np{}\n&lt;/style&gt;\nDepois</p>'));
    expect(render('<!-- nota\n\nResposta visível')).toBe(answer('<p>&lt;!-- nota</p>\n<p>Resposta visível</p>'));
    expect(render('<!-- <style> -->\n\nVisível')).toBe(answer('<p>&lt;!-- &lt;style&gt; --&gt;</p>\n<p>Visível</p>'));
  });

  it('a tag that starts a line of prose shows, and so does its line', () => {
    expect(render('<div> agrupa elementos.\n\nFim')).toBe(answer('<p>&lt;div&gt; agrupa elementos.</p>\n<p>Fim</p>'));
    expect(render('<br>\nQuebra de linha')).toBe(answer('<p>&lt;br&gt;\nQuebra de linha</p>'));
  });

  it('inside a quote, it stays in the quote; headings after it rank like the others', () => {
    expect(render('> <?php\n> x\n\nfora')).toBe(answer('<blockquote>\n<p>&lt;?php\nx</p>\n</blockquote>\n<p>fora</p>'));
    expect(render('# A\n\n<![CDATA[\n## B')).toBe(answer('<h3>A</h3>\n<p>&lt;![CDATA[</p>\n<h4>B</h4>'));
  });

  it('a hostile answer of hundreds of openers renders whole, as text', () => {
    // Nothing is read twice: the answer is parsed once, however many openers it holds.
    for (const opener of ['<script>', '<?', '<!DOCTYPE', '<![CDATA[', '<!--', '<div>']) {
      const html = render(`${opener}\n\n`.repeat(300) + 'fim');
      expect(html).toMatch(/<p>fim<\/p><\/div>$/);
      expect(elements(html).filter((name) => name !== 'p')).toEqual(['div']);
    }
    expect(render('a <script> '.repeat(2_000) + 'fim')).toMatch(/fim<\/p><\/div>$/);
  });
});
