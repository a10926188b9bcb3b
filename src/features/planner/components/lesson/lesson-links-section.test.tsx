import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LessonCommands } from '../../commands/lessons/use-lesson-commands';
import { chooseOption, optionLabels } from '@/test-support/choose-option';
import { LessonLinksSection, matchingOptions } from './lesson-links-section';

const OPTIONS = [
  { id: 'r1', label: 'Forces worksheet', tags: ['physics', 'Year 8'] },
  { id: 'r2', label: 'Fraction wall', tags: ['maths'] },
  { id: 'r3', label: 'Cell diagram' },
];

describe('matchingOptions', () => {
  it('keeps options whose title or a tag contains the words, ignoring case', () => {
    const ids = (query: string) => matchingOptions(OPTIONS, query).map((option) => option.id);
    expect(ids('')).toEqual(['r1', 'r2', 'r3']);
    expect(ids('  FRAC ')).toEqual(['r2']);
    expect(ids('physics')).toEqual(['r1']);
    expect(ids('wall')).toEqual(['r2']);
    expect(ids('xyz')).toEqual([]);
  });
});

describe('LessonLinksSection', () => {
  it('filters the resource picker as the teacher types and links the one found', async () => {
    const user = userEvent.setup();
    const linkToLesson = vi.fn(async () => ({ ok: true as const, linkId: 'link-1' }));
    const commands = { linkToLesson } as unknown as LessonCommands;
    render(
      <LessonLinksSection
        lessonId="lesson-1"
        kind="resource"
        links={[]}
        options={OPTIONS}
        commands={commands}
      />,
    );
    const section = screen.getByRole('region', { name: 'Linked resources' });
    await user.type(within(section).getByRole('searchbox', { name: 'Find a resource' }), 'math');
    expect(await optionLabels(user, 'Add a resource', section)).toEqual(['Fraction wall']);
    await chooseOption(user, 'Add a resource', 'Fraction wall', section);
    await user.click(within(section).getByRole('button', { name: 'Link' }));
    expect(linkToLesson).toHaveBeenCalledWith({
      lessonId: 'lesson-1',
      kind: 'resource',
      targetId: 'r2',
    });
    expect(within(section).getByRole('searchbox', { name: 'Find a resource' })).toHaveValue('');
    expect(within(section).getByRole('combobox', { name: 'Add a resource' })).toHaveTextContent(
      'Choose…',
    );
  });

  it('says when nothing matches, and never links a choice the search hid', async () => {
    const user = userEvent.setup();
    const linkToLesson = vi.fn();
    render(
      <LessonLinksSection
        lessonId="lesson-1"
        kind="resource"
        links={[]}
        options={OPTIONS}
        commands={{ linkToLesson } as unknown as LessonCommands}
      />,
    );
    await chooseOption(user, 'Add a resource', 'Cell diagram');
    const search = screen.getByRole('searchbox', { name: 'Find a resource' });
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No resource matches “zzz”.');
    expect(screen.queryByRole('combobox', { name: 'Add a resource' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'forces');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(linkToLesson).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a resource to link first.')).toBeInTheDocument();
  });
});
