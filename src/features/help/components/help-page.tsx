import { useState } from 'react';
import { Link, NavLink, useLocation, useParams, useSearchParams } from 'react-router';
import { cn } from '@/shared/ui/cn';
import { PageHeading } from '@/shared/ui/page-heading';
import {
  HELP_ARTICLES,
  HELP_PATH,
  HELP_QUERY_PARAM,
  helpArticleOf,
  helpArticlePath,
} from '../model/help-catalogue';
import { HelpActions } from './help-actions';
import { HelpArticleView } from './help-article';
import { HelpOverview } from './help-overview';
import { HelpResults } from './help-results';
import { HelpSearchBox } from './help-search-box';
import { useHelpLibrary, type HelpLibraryState } from './use-help-library';

/**
 * /help and /help/:slug: the articles, bundled with the app so they open offline, searched as
 * the teacher types (?q= keeps the search across a reload), with the way to restart the tour and
 * to open the feedback chat.
 */
export function HelpPage() {
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get(HELP_QUERY_PARAM) ?? '';
  const library = useHelpLibrary();
  // An article opened on arrival leaves focus where the browser put it; one chosen on this page
  // (from the list, a result or a link) takes it, so a keyboard or screen reader lands on it.
  const { key } = useLocation();
  const [arrival] = useState(key);

  const setQuery = (next: string) =>
    setParams(next === '' ? {} : { [HELP_QUERY_PARAM]: next }, { replace: true });

  return (
    <>
      <PageHeading title="Help">
        <HelpActions />
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <div className="flex flex-col gap-5">
          <HelpSearchBox value={query} onChange={setQuery} />
          <ArticleNav />
        </div>
        <div className="min-w-0">
          {query.trim() !== '' ? (
            <HelpResults
              query={query}
              hits={library.status === 'ready' ? library.library.search(query) : null}
              onClear={() => setQuery('')}
            />
          ) : slug === undefined ? (
            <HelpOverview />
          ) : (
            <ArticleContent slug={slug} library={library} focusOnShow={key !== arrival} />
          )}
        </div>
      </div>
    </>
  );
}

function ArticleContent({
  slug,
  library,
  focusOnShow,
}: {
  slug: string;
  library: HelpLibraryState;
  focusOnShow: boolean;
}) {
  const article = helpArticleOf(slug);
  if (!article) {
    return (
      <section aria-labelledby="help-missing" className="max-w-prose space-y-2">
        <h2 id="help-missing" className="text-lg font-semibold">
          No such help article
        </h2>
        <p className="text-sm text-muted-foreground">
          There is no article at this address; it may have been renamed. Search above, or{' '}
          <Link to={HELP_PATH} className="text-primary underline underline-offset-4">
            see all help articles
          </Link>
          .
        </p>
      </section>
    );
  }
  if (library.status === 'failed') {
    return (
      <p role="alert" className="max-w-prose text-sm">
        This article could not be opened. Reload the page to try again.
      </p>
    );
  }
  return (
    <HelpArticleView
      article={article}
      body={library.status === 'ready' ? (library.library.bodyOf(slug) ?? '') : null}
      focusOnShow={focusOnShow}
    />
  );
}

/** The list of articles beside the content (wide screens; narrow ones have the overview). */
function ArticleNav() {
  return (
    <nav aria-label="Help articles" className="hidden lg:block">
      <ul className="space-y-0.5">
        {HELP_ARTICLES.map((article) => (
          <li key={article.slug}>
            <NavLink
              to={helpArticlePath(article.slug)}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-3 py-1.5 text-sm hover:bg-muted',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                  isActive ? 'bg-muted font-medium text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {article.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
