import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_PICKER_LIMIT, LinkPicker, type PickerOption } from './link-picker';

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

const option = (id: string, text: string, group = 'Your resources'): PickerOption => ({
  id,
  code: null,
  text,
  detail: null,
  group,
});

function renderPicker(options: PickerOption[], onPick = vi.fn()) {
  const user = userEvent.setup();
  render(
    <LinkPicker
      label="Add a resource"
      searchLabel="Search resources"
      placeholder="Title"
      options={options}
      emptyText="You have no resources yet."
      onPick={onPick}
    />,
  );
  return { user, onPick };
}

describe('LinkPicker', () => {
  it('moves with the arrows (wrapping), picks with Enter and keeps focus in the search box', async () => {
    const options = [
      option('a', 'Équations worksheet'),
      option('b', 'Forces slides'),
      option('c', 'Cells quiz', 'Shared by your school'),
    ];
    const { user, onPick } = renderPicker(options);
    await user.click(screen.getByRole('button', { name: 'Add a resource' }));
    const search = await screen.findByRole('combobox', { name: 'Search resources' });
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Cells quiz' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(options[0]);
    expect(search).toHaveFocus();
    // Accents and case are ignored.
    await user.type(search, 'EQUATIONS');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Équations worksheet',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 match');
  });

  it('says what to do when nothing matches, too much matches, or there is nothing to offer', async () => {
    const many = Array.from({ length: LINK_PICKER_LIMIT + 5 }, (_, i) =>
      option(`r${i}`, `Worksheet ${i}`),
    );
    const { user } = renderPicker(many);
    await user.click(screen.getByRole('button', { name: 'Add a resource' }));
    const popover = await screen.findByRole('dialog', { name: 'Add a resource' });
    expect(within(popover).getByRole('status')).toHaveTextContent(
      `Showing ${LINK_PICKER_LIMIT} of ${LINK_PICKER_LIMIT + 5}: type more to narrow them.`,
    );
    await user.type(within(popover).getByRole('combobox'), 'volcano');
    expect(within(popover).getByRole('status')).toHaveTextContent(
      'Nothing matches “volcano”. Try fewer or other words.',
    );
  });

  it('says why the list is empty', async () => {
    const { user } = renderPicker([]);
    await user.click(screen.getByRole('button', { name: 'Add a resource' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have no resources yet.');
  });
});
