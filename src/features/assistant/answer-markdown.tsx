import { Children, memo, useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { answerHeadings, answerHtmlAsText, answerTables } from './answer-syntax';
import { splitTimestamps } from './timestamps';

interface AnswerMarkdownProps {
  text: string;
  seekLabel: (time: string) => string;
  onSeek: (seconds: number) => void;
}

/** Only http(s) links survive; everything else (javascript:, data:, relative) is dropped. */
export const safeUrl = (url: string): string => (/^https?:\/\//i.test(url) ? url : '');

const remarkPlugins = [answerTables, answerHtmlAsText, answerHeadings];

/**
 * The elements an answer's markdown renders to: times as seek buttons in its text. Made once per pair of callbacks:
 * a component made anew at each render is a new element type to React, which would then replace the answer's
 * nodes each time the panel renders (a resize, a keystroke), and with them the focus on a time or a selection.
 */
function answerComponents(seekLabel: (time: string) => string, onSeek: (seconds: number) => void): Components {
  const withTimes = (children: ReactNode): ReactNode =>
    Children.map(children, (child) =>
      typeof child === 'string'
        ? splitTimestamps(child).map((part, index) =>
            'seconds' in part ? (
              <button
                key={index}
                type="button"
                className="timestamp"
                aria-label={seekLabel(part.text)}
                onClick={() => onSeek(part.seconds)}
              >
                {part.text}
              </button>
            ) : (
              part.text
            ),
          )
        : child,
    );
  return {
    p: ({ children }) => <p>{withTimes(children)}</p>,
    li: ({ children }) => <li>{withTimes(children)}</li>,
    strong: ({ children }) => <strong>{withTimes(children)}</strong>,
    em: ({ children }) => <em>{withTimes(children)}</em>,
    td: ({ style, children }) => <td style={style}>{withTimes(children)}</td>,
    a: ({ href, children }) =>
      href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    // No remote image is ever loaded: its description is shown instead.
    img: ({ alt }) => <span className="answer-image">{alt ?? ''}</span>,
  };
}

/**
 * An answer rendered as markdown, safely: HTML in it shows as its text (never an element), no remote images, only
 * http(s) links, headings below the panel's title, tables, times as seek buttons. Rendered again only when its
 * text or callbacks change.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({ text, seekLabel, onSeek }: AnswerMarkdownProps) {
  const components = useMemo(() => answerComponents(seekLabel, onSeek), [seekLabel, onSeek]);
  return (
    <div className="answer">
      <Markdown remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
