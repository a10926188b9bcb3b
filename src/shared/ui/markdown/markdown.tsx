import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../cn';

type Renderer = (markdown: string) => ReactNode;
let loaded: Promise<Renderer> | null = null;
/** marked + DOMPurify load on the first note shown, not with the page. */
const loadRenderer = () =>
  (loaded ??= import('./render-markdown').then((module) => module.renderMarkdown));

/**
 * Markdown rendered as sanitized elements (render-markdown.ts says how): no raw HTML, no images,
 * links only to http, https and mailto, opening in a new tab. Plain text shows while the renderer
 * loads, so the note is readable at once.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const [render, setRender] = useState<{ fn: Renderer } | null>(null);
  useEffect(() => {
    let current = true;
    void loadRenderer().then((fn) => current && setRender({ fn }));
    return () => {
      current = false;
    };
  }, []);
  return (
    <div
      className={cn(
        'markdown space-y-3 text-sm leading-6 break-words',
        '[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3',
        '[&_h3]:text-base [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
        '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
        '[&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:text-left',
        className,
      )}
      data-testid="markdown"
    >
      {render ? render.fn(text) : <p className="whitespace-pre-wrap">{text}</p>}
    </div>
  );
}
