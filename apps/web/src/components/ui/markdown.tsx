import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** Links keep only the spec's protocols; anything else (javascript:, data:) becomes empty. */
export function safeUrl(url: string): string {
  const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (protocol && !ALLOWED_PROTOCOLS.includes(protocol)) return '';
  return defaultUrlTransform(url);
}

/** Markdown as HTML elements: no raw HTML is ever rendered. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-content space-y-4 leading-relaxed [&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
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
    </div>
  );
}
