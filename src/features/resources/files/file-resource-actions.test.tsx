import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFilesContext } from '@/shared/lib/files/storage-files';
import {
  fakeResourceFiles,
  fileResource,
} from '@/shared/ui/files/test-support/fake-resource-files';
import { FileResourceActions } from './file-resource-actions';

let fake: ReturnType<typeof fakeResourceFiles>;
beforeEach(() => {
  fake = fakeResourceFiles();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderActions(resource = fileResource()) {
  return render(
    <ResourceFilesContext value={fake.files}>
      <FileResourceActions resource={resource} />
    </ResourceFilesContext>,
  );
}

describe('FileResourceActions', () => {
  it("opens a PDF in the browser's viewer in a new tab, from a blob: URL", async () => {
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as never);
    fake.blobs.set('r1', new Blob(['%PDF'], { type: 'application/pdf' }));
    renderActions();

    await userEvent.click(screen.getByRole('button', { name: 'Open: Fractions worksheet' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:test/1');
    expect(tab.opener).toBeNull();
  });

  it('previews an image in a dialog', async () => {
    fake.blobs.set('img', new Blob(['png'], { type: 'image/png' }));
    renderActions(
      fileResource({
        id: 'img',
        title: 'Diagram',
        mime_type: 'image/png',
        file_path: 'u1/img/d.png',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Preview: Diagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diagram' });
    expect(within(dialog).getByRole('img', { name: 'Diagram' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('downloads anything else (a[download]), never rendering it', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const open = vi.spyOn(window, 'open');
    fake.blobs.set('doc', new Blob(['<html>'], { type: 'text/html' }));
    renderActions(
      fileResource({
        id: 'doc',
        title: 'Page',
        mime_type: 'text/html',
        file_path: 'u1/doc/page.html',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download: Page' }));
    expect(open).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('page.html');
    expect(clicked[0]!.href).toBe('blob:test/1');
  });

  it('says why a file cannot open (offline and not on this device)', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ close: vi.fn() } as never);
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Open: Fractions worksheet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not on this device.');
  });

  it('pins and unpins for offline use', async () => {
    renderActions();
    const pin = screen.getByRole('button', { name: 'Pin offline: Fractions worksheet' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pin);
    expect(fake.files.setPinned).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'r1' }),
      true,
    );
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Pinned: opens with no network/)).toBeInTheDocument();
    await userEvent.click(pin);
    expect(fake.files.setPinned).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'r1' }),
      false,
    );
    expect(pin).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a full device when pinning fails for room', async () => {
    fake.files.setPinned.mockResolvedValueOnce({
      ok: false,
      reason: 'out-of-space',
      message: 'This device is out of storage space, so the file was not saved.',
    } as never);
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Pin offline: Fractions worksheet' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/out of storage space/);
  });

  it("shows the upload's progress, then its state from the replica", () => {
    renderActions();
    act(() =>
      fake.progress.set('r1', { state: 'uploading', loaded: 1024, total: 2048, message: null }),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading fractions.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => {
      fake.progress.set('r1', null);
      fake.setLocal('r1', { pending: 'refused', message: 'Refused: too large.', kept: null });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Refused: too large.');
  });
});
