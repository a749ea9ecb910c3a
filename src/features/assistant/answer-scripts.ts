import type { Html, Nodes, Parent, Root } from 'mdast';
// Its types say what a remark plugin may add to the parser (micromark and mdast extensions).
import type {} from 'remark-parse';
import type { Processor } from 'unified';

/** One inline HTML node is one tag (or one comment): a comment opens nothing, whatever it names. */
const opener = /^<(script|style)(?=[\s/>])/i;
const closer = /^<\/(script|style)\s*>$/i;

/** An HTML block that runs to its end marker, or to the end of its container when there is none. */
const rawBlock = /^<(script|style|pre|textarea)(?=[\s>]|$)/i;
/** A raw block's opening tag, on its first line; without a `>` there, its name alone. */
const openingTag = /^<[a-z]+(?:[^<>\n]*>)?/i;
/** How many times one answer's blocks are read again (each read is shorter): a bound for hostile answers. */
const MAX_REREADS = 16;

/** The inline HTML of a block of text, in reading order. */
const htmlIn = (node: Parent, found: Html[] = []): Html[] => {
  for (const child of node.children) {
    if (child.type === 'html') found.push(child);
    else if ('children' in child) htmlIn(child, found);
  }
  return found;
};
const holds = (node: Nodes, target: Nodes): boolean =>
  node === target || ('children' in node && node.children.some((child) => holds(child, target)));

/**
 * In one block of text, what a `<script>` or `<style>` holds goes with its tags, up to its closing tag (in the
 * same block); a tag with no closing one there is only a tag (skipHtml drops it), and the text after it shows.
 */
function cleanText(block: Parent): void {
  const html = htmlIn(block);
  // For each tag and each place, the next closing tag from there on (one pass back, not one search per tag).
  const next = new Map<string, Html | undefined>();
  const nextCloser: Map<string, Html | undefined>[] = [];
  for (let index = html.length - 1; index >= 0; index--) {
    const closing = closer.exec(html[index]?.value ?? '');
    if (closing) next.set((closing[1] ?? '').toLowerCase(), html[index]);
    nextCloser[index] = new Map(next);
  }
  const closers = new Map<Html, Html>();
  let after: Html | undefined;
  html.forEach((node, index) => {
    if (after) {
      if (node === after) after = undefined;
      return;
    }
    const tag = opener.exec(node.value)?.[1]?.toLowerCase();
    after = tag ? nextCloser[index + 1]?.get(tag) : undefined;
    if (after) closers.set(node, after);
  });
  let until: Html | undefined;
  const strip = (node: Parent): void => {
    node.children = node.children.filter((child) => {
      if (until) {
        if (child === until) until = undefined;
        else if ('children' in child && holds(child, until)) return (strip(child), true);
        return false;
      }
      until = child.type === 'html' ? closers.get(child) : undefined;
      if (until) return false;
      if ('children' in child) strip(child);
      return true;
    });
  };
  strip(block);
}

/**
 * What follows a raw HTML block's contents, to read again as markdown: after its closing tag (on the same line),
 * or, when it has none (a bare `<script>` or `<!--` that would hide the rest of the answer), after its opening.
 */
function afterBlock(value: string): string | null {
  if (value.startsWith('<!--')) {
    const end = value.indexOf('-->', 2);
    return end < 0 ? value.slice(4) : value.slice(end + 3);
  }
  const raw = rawBlock.exec(value);
  if (!raw) return null;
  const close = new RegExp(`</${raw[1] ?? ''}\\s*>`, 'i').exec(value);
  return close ? value.slice(close.index + close[0].length) : value.slice(openingTag.exec(value)?.[0].length ?? 0);
}

/**
 * No raw HTML shows (skipHtml), nor what a `<script>` or `<style>` holds; a tag with nothing closing it hides
 * nothing after it: inline, the rest of its paragraph (heading, table cell) shows as text; as a block (a line
 * that starts with it), what follows it is read again as markdown, MAX_REREADS times at most in an answer (past
 * that, the rest of a hostile answer is dropped). A comment is a tag of its own, which opens and closes nothing.
 */
export function answerWithoutScripts(this: Processor) {
  const reread = (text: string): Root => this.parse(text) as Root;
  return (tree: Root): void => {
    let rereads = 0;
    const visit = (node: Nodes): void => {
      // Each block of text is cleaned on its own: nothing dropped ever runs past it.
      if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') return cleanText(node);
      if (!('children' in node)) return;
      node.children = node.children.flatMap((child) => {
        const rest = child.type === 'html' && rereads < MAX_REREADS ? afterBlock(child.value) : null;
        if (rest === null) return (visit(child), [child]);
        if (!rest.trim()) return [child];
        rereads++;
        const more = reread(rest);
        visit(more);
        return more.children;
      });
    };
    visit(tree);
  };
}
