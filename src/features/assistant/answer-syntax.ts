import type { Heading, Nodes, Root } from 'mdast';
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
 * An answer's HTML is text: with markdown's HTML constructs off, a tag, comment, `<?`, `<!DOCTYPE` or `<![CDATA[`
 * reads as the characters it is, inline or at a line's start (where markdown would have read an HTML block to its
 * end marker, hiding the rest of the answer when there was none), and the markdown around and inside it still
 * reads. React escapes it: nothing of it is ever an element, and nothing is read twice.
 */
export function answerHtmlAsText(this: Processor): void {
  (this.data().micromarkExtensions ??= []).push({ disable: { null: ['htmlFlow', 'htmlText'] } });
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
