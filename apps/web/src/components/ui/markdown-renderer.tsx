import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** Links keep only the spec's protocols; anything else (javascript:, data:) becomes empty. */
export function safeUrl(url: string): string {
  const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (protocol && !ALLOWED_PROTOCOLS.includes(protocol)) return '';
  return defaultUrlTransform(url);
}

/** Markdown as HTML elements: no raw HTML is ever rendered. Loaded on demand by markdown.tsx. */
export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      urlTransform={safeUrl}
      // A link whose address was refused is shown as its text, not as a link to nowhere.
      components={{
        a: ({ node: _node, href, children: text, ...props }) =>
          href ? (
            <a href={href} {...props}>
              {text}
            </a>
          ) : (
            <span>{text}</span>
          ),
      }}
    >
      {children}
    </ReactMarkdown>
  );
}
