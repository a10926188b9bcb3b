import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceFilesContext } from '@/shared/lib/files/storage-files';
import { fakeResourceFiles } from '@/shared/ui/files/test-support/fake-resource-files';
import AttachFileButton from './attach-file-button';

function setUp() {
  const fake = fakeResourceFiles();
  const user = userEvent.setup();
  const { container } = render(
    <ResourceFilesContext value={fake.files}>
      <AttachFileButton lessonId="lesson-1" />
    </ResourceFilesContext>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { fake, user, input };
}

describe('AttachFileButton', () => {
  it('attaches the chosen file to the lesson and shows its upload', async () => {
    const { fake, user, input } = setUp();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeEnabled();
    const file = new File(['png'], 'board.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(fake.files.attachFileToLesson).toHaveBeenCalledWith('lesson-1', file);

    act(() => fake.setLocal('attached', { pending: 'waiting', message: null, kept: null }));
    expect(screen.getByRole('status')).toHaveTextContent(/Waiting to upload/);
    act(() =>
      fake.progress.set('attached', { state: 'uploading', loaded: 1, total: 4, message: null }),
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading board.png' })).toBeInTheDocument();
  });

  it('says why a file was refused', async () => {
    const { fake, user, input } = setUp();
    fake.files.attachFileToLesson.mockResolvedValueOnce({
      ok: false,
      reason: 'too-large',
      message: 'This file is 70 MB; a file can be at most 50 MB.',
    });
    await user.upload(input, new File(['x'], 'film.mp4'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is 70 MB; a file can be at most 50 MB.',
    );
  });
});
