import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { HELP_PATH, type HelpArticleInfo } from '../model/help-catalogue';
import { ArticleBody } from './article-body';

/**
 * One article: its title and its Markdown, rendered sanitized by the shared renderer (no raw
 * HTML, no images, links only to http(s), mailto and, for Help's own text, paths of this app).
 * A link to a page of the app is routed in place, so following it never reloads the app.
 */
export function HelpArticleView({
  article,
  body,
  focusOnShow,
}: {
  article: HelpArticleInfo;
  /** The Markdown body; null while the articles load. */
  body: string | null;
  /** Move focus to the title (another article was chosen on this page). */
  focusOnShow: boolean;
}) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [article.slug, focusOnShow]);

  const routeAppLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article aria-labelledby="help-article-title" className="max-w-3xl space-y-4">
      <Link
        to={HELP_PATH}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline lg:hidden"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All help articles
      </Link>
      <h2
        id="help-article-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight focus-visible:outline-none"
      >
        {article.title}
      </h2>
      {body === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Opening the article…
        </p>
      ) : (
        // Clicks bubble here from the links inside (Enter on a link is a click too).
        <div onClick={routeAppLinks}>
          <ArticleBody text={body} />
        </div>
      )}
    </article>
  );
}
