import { Link } from 'react-router';
import { HELP_ARTICLES, helpArticlePath } from '../model/help-catalogue';

/** /help: every article as a card with its one-line summary. */
export function HelpOverview() {
  return (
    <section aria-labelledby="help-overview-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="help-overview-heading" className="text-lg font-semibold">
          Help articles
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          How Lesson Planner works, from your first timetable to working offline. Help is part of
          the app, so it opens and searches with no connection too.
        </p>
      </div>
      <ul aria-label="All help articles" className="grid gap-3 md:grid-cols-2">
        {HELP_ARTICLES.map((article) => (
          <li key={article.slug}>
            <Link
              to={helpArticlePath(article.slug)}
              className="block h-full rounded-lg border border-border bg-card p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="block font-semibold text-primary">{article.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{article.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
