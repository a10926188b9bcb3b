import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '@/shared/lib/files/storage-limits';
import { FileResourceField } from './file-resource-field';

function Form({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileResourceField
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

function sized(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('FileResourceField', () => {
  it('states the limit, then names the chosen file and its size', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const input = screen.getByLabelText('File');
    expect(input).toHaveAccessibleDescription(/Up to 50 MB/);

    const file = sized('plan.pdf', 3 * 1024 * 1024);
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(input).toHaveAccessibleDescription('plan.pdf · 3 MB');
  });

  it('refuses a file over 50 MB at once, naming the limit and its size', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await userEvent.upload(
      screen.getByLabelText('File'),
      sized('film.mp4', MAX_FILE_BYTES + 1024 * 1024 * 10),
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'film.mp4: This file is 60 MB; a file can be at most 50 MB.',
    );
    expect(screen.getByLabelText('File')).toBeInvalid();
  });
});
