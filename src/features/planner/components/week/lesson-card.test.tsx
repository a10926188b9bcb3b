import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LessonCard } from './lesson-card';

const LONG_TITLE =
  'Photosynthesis and cellular respiration: comparing the energy pathways in plant and animal cells';

function renderCard(title: string | null, status: 'UNPLANNED' | 'PLANNED' | 'COMPLETED') {
  const onOpen = vi.fn();
  render(
    <LessonCard
      id="lesson-1"
      className="8 Science (extension group)"
      classColour="#16a34a"
      title={title}
      status={status}
      onOpen={onOpen}
    />,
  );
  return { onOpen };
}

describe('LessonCard', () => {
  it('keeps the whole title in its accessible name and in a tooltip, on a line that truncates', () => {
    renderCard(LONG_TITLE, 'PLANNED');
    const card = screen.getByRole('button', {
      name: `8 Science (extension group) ${LONG_TITLE} Planned`,
    });
    const title = screen.getByText(LONG_TITLE);
    expect(card).toContainElement(title);
    expect(title).toHaveAttribute('title', LONG_TITLE);
    expect(title).toHaveClass('truncate', 'max-w-full');
    // Keyboard focus shows it whole: the line wraps while the card is focused.
    expect(title).toHaveClass('group-focus-visible:whitespace-normal');
    expect(card).toHaveClass('group', 'min-w-0', 'overflow-hidden');
  });

  it('a lesson with no title (a generated one) names its status once', () => {
    renderCard(null, 'UNPLANNED');
    expect(screen.getByRole('button', { name: '8 Science (extension group) Unplanned' }));
    expect(screen.getAllByText('Unplanned')).toHaveLength(1);
  });

  it('a blank title counts as none, whatever the status', () => {
    renderCard('   ', 'COMPLETED');
    expect(screen.getByRole('button', { name: '8 Science (extension group) Completed' }));
    expect(screen.queryByText('Unplanned')).not.toBeInTheDocument();
  });

  it('opens the lesson on Enter', async () => {
    const { onOpen } = renderCard(LONG_TITLE, 'PLANNED');
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('lesson-1');
  });
});
