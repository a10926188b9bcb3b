import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { renderMarkdown, sanitizedFragment, type RenderOptions } from './render-markdown';

function rendered(markdown: string, options: RenderOptions = {}) {
  const { container } = render(<div>{renderMarkdown(markdown, options)}</div>);
  return container;
}

describe('renderMarkdown', () => {
  it('renders Markdown structure: headings under the page’s, emphasis, lists, code, tables', () => {
    const container = rendered(
      '# Forces\n\n**Push** and *pull*\n\n- one\n- two\n\n1. first\n\n`F = ma`\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(container.querySelector('h3')).toHaveTextContent('Forces');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('Push');
    expect(container.querySelector('em')).toHaveTextContent('pull');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelector('ol li')).toHaveTextContent('first');
    expect(container.querySelector('code')).toHaveTextContent('F = ma');
    expect(container.querySelector('table td')).toHaveTextContent('1');
  });

  it('never lets raw HTML through: a script tag is shown as text and never becomes an element', () => {
    const container = rendered('Hello <script>alert(1)</script> there\n\n<div>block</div>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.firstElementChild?.querySelector('div')).toBeNull();
    expect(container).toHaveTextContent('<div>block</div>');
    expect(container).toHaveTextContent('<script>alert(1)</script>');
  });

  it('drops event handlers and images (an onerror payload has nothing to run on)', () => {
    const container = rendered(
      '<img src=x onerror="alert(1)">\n\n![pixel](https://tracker.test/p.gif)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<[^>]+onerror/i);
    expect(container).toHaveTextContent('pixel');
  });

  it('keeps http, https and mailto links (new tab, no opener, no referrer) and strips the rest', () => {
    const container = rendered(
      '[web](https://example.com/a) [plain](http://example.com) [mail](mailto:a@b.test) ' +
        '[bad](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](/settings) ' +
        '[spaced]( JAVASCRIPT:alert(1))',
    );
    const link = (name: string) => screen.getByText(name).closest('a');
    expect(link('web')).toHaveAttribute('href', 'https://example.com/a');
    expect(link('web')).toHaveAttribute('target', '_blank');
    expect(link('web')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link('plain')).toHaveAttribute('href', 'http://example.com');
    expect(link('mail')).toHaveAttribute('href', 'mailto:a@b.test');
    for (const name of ['bad', 'data', 'rel'])
      expect(screen.getByText(name).closest('a')?.getAttribute('href') ?? null).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/i);
  });

  it('sanitizes what marked produced even before it becomes elements', () => {
    const fragment = sanitizedFragment(
      '[x](javascript:alert(1)) <a href="javascript:alert(2)">y</a>',
    );
    const holder = document.createElement('div');
    holder.append(fragment);
    // The raw <a> is text; the Markdown link is an element with its href removed.
    expect(holder.querySelectorAll('a')).toHaveLength(1);
    expect(holder.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(holder).toHaveTextContent('<a href="javascript:alert(2)">y</a>');
  });
});

describe('renderMarkdown with appLinks (Help’s own articles)', () => {
  it('keeps paths of this app, opened in place, and still refuses every other kind', () => {
    const container = rendered(
      '[timetable](/settings/timetable) [sync](/help/sync-indicator) [web](https://example.com) ' +
        '[proto](//evil.test/x) [slash](/\\evil.test) [bad](javascript:alert(1)) ' +
        '[data](data:text/html;base64,PHNjcmlwdD4=) [rel](settings)',
      { appLinks: true },
    );
    const link = (name: string) => screen.getByText(name).closest('a');
    expect(link('timetable')).toHaveAttribute('href', '/settings/timetable');
    expect(link('timetable')).not.toHaveAttribute('target');
    expect(link('sync')).toHaveAttribute('href', '/help/sync-indicator');
    expect(link('web')).toHaveAttribute('target', '_blank');
    for (const name of ['proto', 'bad', 'data', 'rel'])
      expect(screen.getByText(name).closest('a')?.getAttribute('href') ?? null).toBeNull();
    // marked escapes the backslash (/%5Cevil.test): a path on this origin, never another host.
    const slash = link('slash')?.getAttribute('href') ?? null;
    if (slash !== null) expect(new URL(slash, 'https://app.test').origin).toBe('https://app.test');
    expect(container.innerHTML).not.toMatch(/javascript:|data:text|\/\/evil/i);
  });

  it('is off by default: a note cannot link into the app', () => {
    rendered('[timetable](/settings/timetable)');
    expect(screen.getByText('timetable').closest('a')?.getAttribute('href') ?? null).toBeNull();
  });

  it('still drops raw HTML and scripts', () => {
    const container = rendered('<script>alert(1)</script> <a href="/x" onclick="alert(1)">y</a>', {
      appLinks: true,
    });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});

describe('Markdown', () => {
  it('shows the plain text at once, then the rendered note', async () => {
    render(<Markdown text={'**Bold** move'} />);
    expect(await screen.findByText('Bold', { selector: 'strong' })).toBeInTheDocument();
  });
});
