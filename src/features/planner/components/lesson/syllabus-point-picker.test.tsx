import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICKER_RESULT_LIMIT, type PickablePoint } from '../../model/syllabus/point-search';
import { SyllabusPointPicker } from './syllabus-point-picker';

const STRANDS = ['Number', 'Algebra', 'Measurement', 'Space', 'Statistics', 'Probability'];
const WORDS = ['fractions', 'primes', 'equations', 'angles', 'data', 'chance', 'area', 'ratio'];

/** `count` points spread over the strands, each with two searchable words. */
function points(count: number): PickablePoint[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    code: `AC9M${String(i).padStart(4, '0')}`,
    description: `Point ${i}: ${WORDS[i % WORDS.length]} and ${WORDS[(i * 3 + 1) % WORDS.length]}`,
    strand: STRANDS[Math.floor(i / (count / STRANDS.length))] ?? 'Number',
    subStrand: i % 2 === 0 ? 'Even sub-strand' : null,
    taught: i % 5 === 0,
  }));
}

const SMALL: PickablePoint[] = [
  {
    id: 'n1',
    code: 'AC9M7N01',
    description: 'Describe perfect square numbers',
    strand: 'Number',
    subStrand: null,
    taught: true,
  },
  {
    id: 'n2',
    code: 'AC9M7N02',
    description: 'Represent natural numbers as products of prime numbers',
    strand: 'Number',
    subStrand: 'Primes',
    taught: false,
  },
  {
    id: 'a1',
    code: 'AC9M7A01',
    description: 'Résoudre des équations: solve equations',
    strand: 'Algebra',
    subStrand: null,
    taught: false,
  },
];

beforeEach(() => {
  // jsdom has no ResizeObserver; Radix's popper measures its anchor with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPicker(list: PickablePoint[], attribution: string | null = null) {
  const onPick = vi.fn(() => Promise.resolve());
  const user = userEvent.setup();
  render(<SyllabusPointPicker points={list} attribution={attribution} onPick={onPick} />);
  return { user, onPick };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add a syllabus point' }));
  return screen.findByRole('combobox', { name: 'Search syllabus points' });
}

describe('SyllabusPointPicker', () => {
  it('searches by code or by every word, ignoring case and accents, grouped by strand with taught marked', async () => {
    const { user } = renderPicker(SMALL, '© ACARA, CC BY 4.0');
    const search = await open(user);
    expect(search).toHaveFocus();
    const listbox = screen.getByRole('listbox', { name: 'Syllabus points' });
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.firstChild?.textContent),
    ).toEqual(['Number', 'Algebra']);
    expect(within(listbox).getByRole('group', { name: 'Number' })).toBeInTheDocument();
    const first = within(listbox).getByRole('option', { name: /AC9M7N01/ });
    expect(first).toHaveTextContent('Taught');
    expect(within(listbox).getByRole('option', { name: /AC9M7N02/ })).toHaveTextContent('Primes');
    expect(screen.getByText('© ACARA, CC BY 4.0')).toBeInTheDocument();

    await user.type(search, 'ac9m7a');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.id),
    ).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'NUMBERS prime');
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(within(listbox).getByRole('option')).toHaveTextContent('AC9M7N02');
    await user.clear(search);
    await user.type(search, 'resoudre equations');
    expect(within(listbox).getByRole('option')).toHaveTextContent('AC9M7A01');
    await user.clear(search);
    await user.type(search, 'prime square');
    expect(within(listbox).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No point matches “prime square”');
  });

  it('works from the keyboard alone: arrows move, Enter links and stays open, Escape closes', async () => {
    const { user, onPick } = renderPicker(SMALL);
    screen.getByRole('button', { name: 'Add a syllabus point' }).focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search syllabus points' });
    expect(search).toHaveFocus();
    const option = (code: string) => screen.getByRole('option', { name: new RegExp(code) });

    expect(search).toHaveAttribute('aria-activedescendant', option('AC9M7N01').id);
    expect(option('AC9M7N01')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', option('AC9M7N02').id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps to the last.
    expect(search).toHaveAttribute('aria-activedescendant', option('AC9M7A01').id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(SMALL[2]);
    expect(search).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a syllabus point' })).toHaveFocus();
  });

  it('says when every point in scope is linked', async () => {
    const { user } = renderPicker([]);
    await open(user);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Every point in this class’s scope is linked already.',
    );
  });

  it('stays quick with 1,000 points: it lists at most the limit and says how to narrow', async () => {
    const { user } = renderPicker(points(1000));
    const search = await open(user);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(PICKER_RESULT_LIMIT);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${PICKER_RESULT_LIMIT} of 1000 points: type more to narrow them.`,
    );

    // One keystroke's search and render, measured (printed, not asserted: a loaded machine
    // would make a time limit flaky; the bounded DOM is what keeps it quick).
    const started = performance.now();
    act(() => {
      search.focus();
    });
    await user.type(search, 'fractions primes');
    const typedMs = performance.now() - started;
    const matched = points(1000).filter(
      (point) => point.description.includes('fractions') && point.description.includes('primes'),
    ).length;
    expect(within(listbox).getAllByRole('option')).toHaveLength(
      Math.min(matched, PICKER_RESULT_LIMIT),
    );
    expect(document.querySelectorAll('[role="option"]').length).toBeLessThanOrEqual(
      PICKER_RESULT_LIMIT,
    );
    console.info(
      `picker: 1,000 points, typed "fractions primes" (16 keys) in ${typedMs.toFixed(0)} ms, ${matched} matched`,
    );
  });
});
