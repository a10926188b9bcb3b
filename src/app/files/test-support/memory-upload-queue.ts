import type { DeletionPlan, DueDeletion } from '@/db/files/file-deletions';
import type { PendingUpload } from '@/db/files/file-stores';
import type { UploadQueue } from '../file-uploader';

/** Test double: the uploader's queue in memory, with what it was told recorded. */
export class MemoryUploadQueue implements UploadQueue {
  readonly uploads = new Map<string, PendingUpload>();
  readonly finished: string[] = [];
  readonly recorded: DueDeletion[] = [];
  deletions: DeletionPlan = { due: [], nextAt: null };
  private readonly listeners = new Set<() => void>();

  add(resourceId: string, bytes = 10): PendingUpload {
    const upload: PendingUpload = {
      resource_id: resourceId,
      path: `owner/${resourceId}/file.pdf`,
      blob: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      name: 'file.pdf',
      mime_type: 'application/pdf',
      size_bytes: bytes,
      created_at: `2026-11-25T04:00:0${this.uploads.size}.000Z`,
      state: 'waiting',
      message: null,
    };
    this.uploads.set(resourceId, upload);
    for (const listener of this.listeners) listener();
    return upload;
  }

  async waiting() {
    return [...this.uploads.values()].filter((upload) => upload.state === 'waiting');
  }
  async finish(upload: PendingUpload) {
    this.uploads.delete(upload.resource_id);
    this.finished.push(upload.resource_id);
  }
  async refuse(resourceId: string, message: string) {
    const upload = this.uploads.get(resourceId);
    if (upload) this.uploads.set(resourceId, { ...upload, state: 'refused', message });
  }
  async planDeletions() {
    const done = new Set(this.recorded.map((due) => due.path));
    return { ...this.deletions, due: this.deletions.due.filter((due) => !done.has(due.path)) };
  }
  async recordDeletions(done: readonly DueDeletion[]) {
    this.recorded.push(...done);
  }
  async dropDeleted() {
    return null;
  }
  watch(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
