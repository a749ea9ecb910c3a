// Hostile and careless answers around <script> and <style>: what a closed one holds never shows, a bare or unclosed
// one hides nothing after it (the text shows, as text), and no raw HTML is ever rendered.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnswerMarkdown } from './answer-markdown';

const render = (text: string): string =>
  renderToStaticMarkup(<AnswerMarkdown text={text} seekLabel={(time) => `Ir para ${time}`} onSeek={() => undefined} />);
const answer = (html: string): string => `<div class="answer">${html}</div>`;

describe('inside a paragraph', () => {
  it('a bare <script> written outside backticks hides nothing after it', () => {
    expect(render('Coloque o código numa tag <script> e feche-a depois.')).toBe(
      answer('<p>Coloque o código numa tag  e feche-a depois.</p>'),
    );
    expect(render('Use <style> para o visual e **negrito** no fim.')).toBe(
      answer('<p>Use  para o visual e <strong>negrito</strong> no fim.</p>'),
    );
  });

  it('a closed script hides what it holds, and only that: a bare one after it hides nothing', () => {
    expect(render('a <script>segredo</script> b <script> c')).toBe(answer('<p>a  b  c</p>'));
  });

  it('nested scripts close at the first closing tag, as a browser reads them', () => {
    expect(render('a <script> b <script>segredo</script> c')).toBe(answer('<p>a  c</p>'));
    expect(render('<script><script>segredo</script>depois</script>fim')).toBe(answer('<p>depoisfim</p>'));
  });

  it('tags in mixed case, with attributes, and a closing tag with spaces', () => {
    expect(render('a <ScRiPt>segredo</sCrIpT > b')).toBe(answer('<p>a  b</p>'));
    expect(render('a <script src=x></script> b <script src="https://evil.example/x.js"> c')).toBe(answer('<p>a  b  c</p>'));
    expect(render('a <STYLE type="text/css">p{}</STYLE> b')).toBe(answer('<p>a  b</p>'));
  });

  it('a `</script` without its `>` closes nothing: the rest shows, as text', () => {
    expect(render('a <script>x</script b')).toBe(answer('<p>a x&lt;/script b</p>'));
  });

  it('an HTML comment neither opens nor closes a script', () => {
    expect(render('a <script>x <!-- </script> --> y')).toBe(answer('<p>a x  y</p>'));
    expect(render('a <!-- <script> --> b </script> c')).toBe(answer('<p>a  b  c</p>'));
  });

  it('a script closed outside the emphasis it opened in hides up to its closing tag, keeping what came before', () => {
    expect(render('**a <script>x** y</script> z')).toBe(answer('<p><strong>a </strong> z</p>'));
  });

  it('a bare script in a table cell hides nothing after it in the cell', () => {
    expect(render('| a |\n|---|\n| x <script> y |')).toContain('<td>x  y</td>');
  });
});

describe('at the start of a line (an HTML block)', () => {
  it('a bare <script> or <style> no longer hides the rest of the answer', () => {
    expect(render('<script>\nalert(1)\n\nDepois **mesmo**')).toBe(
      answer('<p>alert(1)</p>\n<p>Depois <strong>mesmo</strong></p>'),
    );
    expect(render('<style>\nTexto\n\nMais')).toBe(answer('<p>Texto</p>\n<p>Mais</p>'));
    expect(render('<script src=x>\nDepois')).toBe(answer('<p>Depois</p>'));
  });

  it('a closed one shows nothing it holds, and what follows its closing tag on the line shows', () => {
    expect(render('<script>\nsegredo()\n</script> depois')).toBe(answer('<p>depois</p>'));
    expect(render('<style>\np{}\n</style>\nDepois')).toBe(answer('\n<p>Depois</p>'));
  });

  it('an HTML comment left open hides nothing after it; a closed one hides only itself', () => {
    expect(render('<!-- nota\n\nResposta visível')).toBe(answer('<p>nota</p>\n<p>Resposta visível</p>'));
    expect(render('<!-- <script> --> depois')).toBe(answer('<p>depois</p>'));
  });

  it('inside a quote, what follows stays in the quote; headings after it rank like the others', () => {
    expect(render('> <script>\n> x\n\nfora')).toBe(answer('<blockquote>\n<p>x</p>\n</blockquote>\n<p>fora</p>'));
    expect(render('# A\n\n<SCRIPT>\n## B')).toBe(answer('<h3>A</h3>\n<h4>B</h4>'));
  });

  it('what is read again still renders no raw HTML', () => {
    const html = render('<script>\n<img src=x onerror=alert(1)>\n\n<b onclick=x>negrito</b> <a href="javascript:x()">link</a>');
    expect(html).toBe(answer('\n<p>negrito link</p>'));
  });

  it('a hostile answer of hundreds of bare tags renders, bounded, with no raw HTML', () => {
    // Up to the bound of blocks read again, the text after the last one shows; past it, the rest goes (a bound
    // for hostile answers, where a short one would have shown), and still no raw HTML.
    expect(render('<script>\n'.repeat(16) + 'fim')).toMatch(/<p>fim<\/p><\/div>$/);
    const hostile = render('<script>\n'.repeat(300) + 'fim');
    expect(hostile).not.toMatch(/<script|<style/i);
    expect(hostile).not.toContain('fim');
    expect(render('a <script> '.repeat(2_000) + 'fim')).toMatch(/fim<\/p><\/div>$/);
  });
});
