import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, isNarrowed, paramsWithView, viewFromParams } from './resource-view';

describe('the view in the URL', () => {
  it('round-trips every field, leaving defaults out', () => {
    const view = {
      q: 'forces',
      kind: 'note' as const,
      subject: 'Science',
      year: 8,
      tag: 'physics',
      scope: 'school' as const,
      sort: 'title' as const,
    };
    const params = paramsWithView(new URLSearchParams('resource=abc'), view);
    expect(viewFromParams(params)).toEqual(view);
    expect(params.get('resource')).toBe('abc');
    expect(paramsWithView(params, DEFAULT_VIEW).toString()).toBe('resource=abc');
  });

  it('ignores unknown or malformed values', () => {
    expect(
      viewFromParams(new URLSearchParams('kind=video&year=13&sort=random&scope=world&subject=%20')),
    ).toEqual(DEFAULT_VIEW);
    expect(viewFromParams(new URLSearchParams('year=2.5')).year).toBeNull();
  });

  it('says whether anything narrows the list', () => {
    expect(isNarrowed(DEFAULT_VIEW)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_VIEW, sort: 'title' })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_VIEW, q: 'x' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_VIEW, scope: 'mine' })).toBe(true);
  });
});
