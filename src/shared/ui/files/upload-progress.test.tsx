import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_WAIT_MESSAGE } from '@/shared/lib/files/storage-progress';
import { UploadProgress } from './upload-progress';

afterEach(() => vi.restoreAllMocks());

describe('UploadProgress', () => {
  it('shows a labelled progress bar while uploading', () => {
    render(
      <UploadProgress
        fileName="plan.pdf"
        progress={{ state: 'uploading', loaded: 512 * 1024, total: 1024 * 1024, message: null }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading plan.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50% (512 KB of 1 MB)');
  });

  it('says a waiting file uploads when the device is back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <UploadProgress
        fileName="plan.pdf"
        progress={{ state: 'waiting', loaded: 0, total: 9, message: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_WAIT_MESSAGE);
    expect(OFFLINE_WAIT_MESSAGE).toBe('Waiting to upload — will upload when you are back online');
  });

  it('shows why the server refused a file, as an alert', () => {
    render(
      <UploadProgress
        fileName="plan.pdf"
        progress={{
          state: 'refused',
          loaded: 0,
          total: 9,
          message: 'This file was not uploaded: it is larger than the server accepts.',
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/larger than the server accepts/);
  });
});
