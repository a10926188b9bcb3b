import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFeedbackChat } from '@/shared/lib/assistance/assistance-context';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionState } from '@/shared/lib/session/session-source';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { renderAppRoute, signedIn, SIGNED_OUT } from '@/test-support/render-app-route';
import { FeedbackChatHost } from './feedback-chat-host';

/** What Help does: asks the context whether the chat is there, and opens it. */
function HelpLikePage() {
  const chat = useFeedbackChat();
  return (
    <button type="button" onClick={chat.open}>
      {chat.available ? 'Open the feedback chat' : 'Feedback is not available'}
    </button>
  );
}

function renderHost({
  session = signedIn(),
  enabled,
}: {
  session?: SessionState;
  enabled?: boolean;
}) {
  const user = userEvent.setup();
  render(
    <SessionProvider source={createMemorySessionSource(session)}>
      <MemoryRouter initialEntries={['/help?q=sync']}>
        <FeedbackChatHost enabled={enabled}>
          <HelpLikePage />
        </FeedbackChatHost>
      </MemoryRouter>
    </SessionProvider>,
  );
  return { user };
}

describe('FeedbackChatHost', () => {
  it('shows the Feedback button, which loads and opens the chat', async () => {
    const { user } = renderHost({});
    // A chunk of its own, loaded right after the layout.
    const button = await screen.findByRole('button', { name: 'Feedback' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Feedback chat' });
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a page open the chat through FeedbackChatContext', async () => {
    const { user } = renderHost({});
    await user.click(screen.getByRole('button', { name: 'Open the feedback chat' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback chat' })).toBeInTheDocument();
  });

  it('has no button and says unavailable when the flag is off; a page can still open the chat', async () => {
    const { user } = renderHost({ enabled: false });
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Feedback is not available' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });

  it('has no button when no one is signed in', () => {
    renderHost({ session: SIGNED_OUT });
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Feedback is not available' })).toBeInTheDocument();
  });
});

describe('the Feedback button in the layouts', () => {
  it('is on the main layout’s pages', async () => {
    renderAppRoute(['/dashboard']);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('is on the developer area’s pages', async () => {
    renderAppRoute(['/dev/dashboard'], { session: signedIn({ isDeveloper: true, role: null }) });
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Developer' })).toBeInTheDocument();
  });
});
