import { describe, expect, it } from 'vitest';
import { programProgress } from './program-progress';

describe('programProgress', () => {
  it('counts items taught and planned per class, each item once', () => {
    const lessons = [
      { class_id: 'c1', program_item_id: 'i1', status: 'COMPLETED' },
      { class_id: 'c1', program_item_id: 'i1', status: 'PLANNED' },
      { class_id: 'c1', program_item_id: 'i2', status: 'PLANNED' },
      { class_id: 'c1', program_item_id: 'i3', status: 'MISSED' },
      { class_id: 'c2', program_item_id: 'i2', status: 'PENDING_REFLECTION' },
      { class_id: 'c2', program_item_id: 'other', status: 'COMPLETED' },
      { class_id: 'c3', program_item_id: null, status: 'COMPLETED' },
    ];
    expect(programProgress(['i1', 'i2', 'i3'], lessons)).toEqual([
      { classId: 'c1', taught: 1, planned: 1, items: 3 },
      { classId: 'c2', taught: 0, planned: 1, items: 3 },
    ]);
  });
});
