import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DownloadProgressView } from './download-progress';

describe('DownloadProgressView', () => {
  it('measures by bytes when the lab gave the sizes', () => {
    render(
      <DownloadProgressView
        state={{
          phase: 'downloading',
          progress: { filesDone: 1, fileCount: 4, bytesDone: 2 * 1024 ** 2, totalBytes: 8 * 1024 ** 2 },
        }}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Download progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(screen.getByRole('status').textContent).toBe('1 of 4 files · 2.0 MB of 8.0 MB');
  });

  it('counts files when the sizes are unknown (a lab without the downloads extension)', () => {
    render(
      <DownloadProgressView
        state={{
          phase: 'downloading',
          progress: { filesDone: 9, fileCount: 36, bytesDone: 40 * 1024 ** 2, totalBytes: 0 },
        }}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Download progress' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(screen.getByRole('status').textContent).toBe('9 of 36 files · 40.0 MB');
  });
});
