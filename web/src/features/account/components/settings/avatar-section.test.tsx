import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall } from '../../../../testing/stub-client';
import { AvatarSection } from './avatar-section';

function renderSection() {
  const calls: StubCall[] = [];
  const client = createStubClient({}, calls);
  render(
    <Provider value={client}>
      <AvatarSection
        person={{ firstName: 'Ada', lastName: 'Lovelace' }}
        forUserId={null}
        onUploaded={() => {}}
      />
    </Provider>,
  );
  return { calls, input: screen.getByLabelText('Profile picture file') };
}

afterEach(() => vi.unstubAllGlobals());

describe('AvatarSection', () => {
  it('says what to do when a file is not a picture it can read, not the browser’s decode message (issue 26)', async () => {
    // The browser's decoder (a stand-in: jsdom has none) refusing a file that only claims to be a PNG.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() =>
        Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
      ),
    );
    const { calls, input } = renderSection();
    fireEvent.change(input, {
      target: { files: [new File(['not a picture'], 'notes.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText(/We couldn’t read that file as a picture\. Choose a JPEG or PNG photo/),
    ).toBeTruthy();
    expect(screen.queryByText(/could not be decoded/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks for a JPEG or PNG when the file is another type', async () => {
    const { input } = renderSection();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a JPEG or PNG picture.')).toBeTruthy();
  });
});
