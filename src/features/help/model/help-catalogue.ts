/**
 * Help's table of contents: what the page lists and links before the articles themselves load.
 * Each entry's body is `../articles/<slug>.md`, whose first line is `# <title>` (a test holds the
 * two together). The order is the order of the list: first steps first, reference last.
 */
export type HelpArticleInfo = {
  readonly slug: string;
  readonly title: string;
  /** One sentence: the card on /help and the search's fallback snippet. */
  readonly summary: string;
};

export const HELP_ARTICLES: readonly HelpArticleInfo[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary: 'From a new account to your first planned lesson in four steps.',
  },
  {
    slug: 'timetable-cycles',
    title: 'Timetable cycles and Week A/B',
    summary:
      'The cycle, Week A and Week B, periods, terms and closures, and how a date gets its cycle day.',
  },
  {
    slug: 'generating-lessons',
    title: 'Generating lessons',
    summary: 'Fill a week, a term or a year with lessons from your timetable, then plan them.',
  },
  {
    slug: 'bump-and-off-days',
    title: 'Bump and off days',
    summary: "Move a class's lessons along by a slot, or clear a day you are away.",
  },
  {
    slug: 'reflections',
    title: 'Reflections',
    summary:
      'Rate how a lesson went, complete it, and see which lessons still wait for a reflection.',
  },
  {
    slug: 'coverage-and-analytics',
    title: 'Coverage and analytics',
    summary: 'How much of the syllabus each class has been taught, and the seven analytics pages.',
  },
  {
    slug: 'resources-and-programs',
    title: 'Resources and programs',
    summary: 'Your library of links, notes and files, and schemes of work applied to a class.',
  },
  {
    slug: 'sync',
    title: 'How sync works',
    summary: 'Your data lives on this device and syncs with the server whenever it can.',
  },
  {
    slug: 'conflicts-and-offline',
    title: 'Conflicts and working offline',
    summary:
      'What works with no connection, and what happens when two devices change the same thing.',
  },
  {
    slug: 'sync-indicator',
    title: 'What the sync indicator says',
    summary:
      'Up to date, Changes waiting, Sending changes, Updating, Offline, Sync problem and “2 unsynced” explained.',
  },
  {
    slug: 'installing-the-app',
    title: 'Installing the app',
    summary: 'Put Lesson Planner on your home screen or desktop, and how updates arrive.',
  },
  {
    slug: 'keyboard-shortcuts',
    title: 'Keyboard shortcuts',
    summary:
      'Ctrl+B for the sidebar, the arrow keys for weeks, and the keys of pickers and dialogs.',
  },
];

export const HELP_PATH = '/help';
/** The search's URL parameter: a search survives a reload and can be shared. */
export const HELP_QUERY_PARAM = 'q';

export const helpArticlePath = (slug: string) => `${HELP_PATH}/${slug}`;

export function helpArticleOf(slug: string): HelpArticleInfo | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}
