import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FeedbackChatContext,
  GuidedTourContext,
  type FeedbackChatControl,
  type GuidedTourControl,
} from '@/shared/lib/assistance/assistance-context';
import { HELP_ARTICLES } from '../model/help-catalogue';
import { HelpArticleView } from './help-article';
import { HelpPage } from './help-page';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <output aria-label="URL">{`${location.pathname}${location.search}`}</output>;
}

function renderHelp(
  path = '/help',
  {
    tour = { available: false, restart: vi.fn() },
    chat = { available: false, open: vi.fn() },
  }: { tour?: GuidedTourControl; chat?: FeedbackChatControl } = {},
) {
  const user = userEvent.setup();
  render(
    <GuidedTourContext value={tour}>
      <FeedbackChatContext value={chat}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/help/:slug?" element={<HelpPage />} />
            <Route path="/settings/timetable" element={<h1>Timetable page</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </FeedbackChatContext>
    </GuidedTourContext>,
  );
  return user;
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const search = () => screen.getByRole('searchbox', { name: 'Search help' });
const results = () => screen.findByRole('list', { name: 'Matching articles' });

describe('HelpPage', () => {
  it('lists every article, and opens one with its Markdown rendered', async () => {
    const user = renderHelp();
    const overview = screen.getByRole('list', { name: 'All help articles' });
    expect(within(overview).getAllByRole('link')).toHaveLength(HELP_ARTICLES.length);
    const nav = screen.getByRole('navigation', { name: 'Help articles' });
    await user.click(within(nav).getByRole('link', { name: 'Timetable cycles and Week A/B' }));
    expect(url()).toBe('/help/timetable-cycles');
    const article = await screen.findByRole('article', { name: 'Timetable cycles and Week A/B' });
    // Sections are h3 under the article's h2; bold labels are <strong>, once the renderer loaded.
    expect(
      await within(article).findByRole('heading', { level: 3, name: 'The cycle' }),
    ).toBeVisible();
    expect(
      within(article).getAllByText('Week labels', { selector: 'strong' }).length,
    ).toBeGreaterThan(0);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Timetable cycles',
    );
    // A link to a page of the app routes in place.
    await user.click(within(article).getAllByRole('link', { name: 'Settings › Timetable' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Timetable page' })).toBeInTheDocument();
  });

  it('searches as you type, keeps the search in the URL, and marks the matched words', async () => {
    const user = renderHelp();
    await user.type(search(), 'week b');
    expect(url()).toBe('/help?q=week+b');
    const list = await results();
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link')).toHaveTextContent('Timetable cycles and Week A/B');
    expect(first.querySelectorAll('mark').length).toBeGreaterThan(0);
    expect(
      [...first.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase()),
    ).toContain('week');
    expect(screen.getByText(/^\d+ articles? match(es)? “week b”\.$/)).toBeInTheDocument();
    await user.click(within(first).getByRole('link'));
    expect(url()).toBe('/help/timetable-cycles');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Timetable cycles and Week A/B' }),
    ).toHaveFocus();
  });

  it('searches with no network at all: the articles and index are on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    renderHelp('/help?q=unsynced');
    const list = await results();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('What the sync indicator says');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what to do when nothing matches, and clears the search', async () => {
    const open = vi.fn();
    const user = renderHelp('/help?q=volcano', { chat: { available: true, open } });
    expect(await screen.findByText('No article matches “volcano”.')).toBeInTheDocument();
    expect(screen.getByText(/Try fewer or shorter words/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask us in the feedback chat' }));
    expect(open).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(url()).toBe('/help');
    expect(search()).toHaveValue('');
    expect(screen.getByRole('list', { name: 'All help articles' })).toBeInTheDocument();
  });

  it('names an unknown article instead of showing a blank page', async () => {
    renderHelp('/help/no-such-article');
    expect(screen.getByRole('heading', { name: 'No such help article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see all help articles' })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('restarts the tour and opens the feedback chat through the app’s contexts', async () => {
    const restart = vi.fn();
    const open = vi.fn();
    const user = renderHelp('/help', {
      tour: { available: true, restart },
      chat: { available: true, open },
    });
    await user.click(screen.getByRole('button', { name: 'Restart the tour' }));
    expect(restart).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Open the feedback chat' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('leaves each button out while its helper is not available', () => {
    renderHelp('/help', { tour: { available: true, restart: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Restart the tour' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open the feedback chat' }),
    ).not.toBeInTheDocument();
  });
});

describe('HelpArticleView (the renderer path an article takes)', () => {
  it('cannot inject script, handlers, images or other origins, even with app links on', async () => {
    const body = [
      '<script>window.injected = true</script>',
      '<img src=x onerror="window.injected = true">',
      '![pixel](https://tracker.test/p.gif)',
      '[run](javascript:alert(1)) [other](//evil.test/) [data](data:text/html,hi)',
      '<a href="/settings" onclick="window.injected = true">raw</a>',
      '[fine](/settings/timetable)',
    ].join('\n\n');
    render(
      <MemoryRouter>
        <HelpArticleView article={HELP_ARTICLES[0]!} body={body} focusOnShow={false} />
      </MemoryRouter>,
    );
    const article = screen.getByRole('article');
    await waitFor(() =>
      expect(within(article).getByRole('link', { name: 'fine' })).toHaveAttribute(
        'href',
        '/settings/timetable',
      ),
    );
    expect(article.querySelector('script, img, iframe, [onerror], [onclick]')).toBeNull();
    expect(article.innerHTML).not.toMatch(/javascript:|data:text|\/\/evil/i);
    for (const name of ['run', 'other', 'data'])
      expect(within(article).getByText(name).closest('a')?.getAttribute('href') ?? null).toBeNull();
    // Raw HTML is shown as text, never made into elements.
    expect(article).toHaveTextContent('<script>window.injected = true</script>');
    expect((window as { injected?: boolean }).injected).toBeUndefined();
  });
});
