import { useEffect, useState, type ReactNode } from 'react';

type Render = (markdown: string) => ReactNode;
let loaded: Promise<Render> | null = null;

/**
 * The shared sanitized renderer (marked + DOMPurify, src/shared/ui/markdown/render-markdown.ts),
 * loaded with the first article shown, with `appLinks`: Help's own text may link to pages of the
 * app. Not the kit's Markdown component: sharing it would move it out of the resources route's
 * chunk into one of its own, which costs that route more than the few lines here.
 */
const loadRenderer = () =>
  (loaded ??= import('@/shared/ui/markdown/render-markdown').then(
    ({ renderMarkdown }) =>
      (markdown: string) =>
        renderMarkdown(markdown, { appLinks: true }),
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  ));

/** An article's Markdown, rendered; its plain text meanwhile, so it reads at once. */
export function ArticleBody({ text }: { text: string }) {
  const [render, setRender] = useState<{ fn: Render } | null>(null);
  useEffect(() => {
    let current = true;
    loadRenderer().then(
      (fn) => current && setRender({ fn }),
      // Offline with the renderer never cached: the plain text stays, which still reads.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <div
      data-testid="help-article-body"
      className={[
        'space-y-3 text-sm leading-6 break-words',
        '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1',
        '[&_h3]:pt-3 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1',
        '[&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_td]:align-top',
        '[&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
      ].join(' ')}
    >
      {render ? render.fn(text) : <p className="whitespace-pre-wrap">{text}</p>}
    </div>
  );
}
