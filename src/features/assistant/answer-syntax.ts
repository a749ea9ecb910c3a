import type { Heading, Nodes, Parent, Root } from 'mdast';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
// Its types say what a remark plugin may add to the parser (micromark and mdast extensions).
import type {} from 'remark-parse';
import type { Processor } from 'unified';

/** The level of the panel's own title (overlay-panel.tsx): an answer's headings rank below it. */
const PANEL_TITLE_LEVEL = 2;

/**
 * GFM tables, and only them: remark-gfm would also bring footnotes, whose back-links are relative (dropped
 * here) and whose label is an English 'Footnotes' heading.
 */
export function answerTables(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}

/**
 * An answer's headings rank below the panel's title, keeping the model's order but never skipping a level
 * (`# A` → h3, `### B` after it → h4): a model's `# Título` is no page heading inside a dialog.
 */
export const answerHeadings = () => (tree: Root) => {
  const headings: Heading[] = [];
  const collect = (node: Nodes): void => {
    if (node.type === 'heading') headings.push(node);
    if ('children' in node) node.children.forEach(collect);
  };
  collect(tree);
  const top = Math.min(...headings.map((heading) => heading.depth));
  let previous = PANEL_TITLE_LEVEL;
  for (const heading of headings) {
    const depth = Math.min(6, previous + 1, PANEL_TITLE_LEVEL + 1 + heading.depth - top) as Heading['depth'];
    heading.depth = depth;
    previous = depth;
  }
};

/** One inline HTML node is one tag (or one comment): a comment opens nothing, whatever it names. */
const opener = /^<(script|style)\b/i;

/**
 * What an inline `<script>` or `<style>` holds is dropped with its tags (raw HTML is skipped, but the text
 * between an opening and a closing tag is markdown text of its own): up to its closing tag, or the end of the
 * paragraph (heading, table cell) it opened in. An HTML block is one node that skipHtml drops whole.
 */
export const answerWithoutScripts = () => (tree: Root) => {
  const clean = (block: Parent): void => {
    let closer: RegExp | null = null;
    const strip = (node: Parent): void => {
      node.children = node.children.filter((child) => {
        if (closer) {
          if (child.type === 'html' && closer.test(child.value)) closer = null;
          return false;
        }
        const open = child.type === 'html' ? opener.exec(child.value) : null;
        if (open) closer = new RegExp(`^</${open[1]}\\s*>$`, 'i');
        else if ('children' in child) strip(child);
        return !open;
      });
    };
    strip(block);
  };
  const visit = (node: Nodes): void => {
    // Each block of text is cleaned on its own: nothing dropped ever runs past it.
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') clean(node);
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
};
