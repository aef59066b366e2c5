import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagEditor } from './tag-editor';

describe('TagEditor', () => {
  it('adds, renames and removes tags, offering the user’s other tags and showing the server’s complaint', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async (name: string) => (name === 'x'.repeat(3) ? 'That name is taken.' : null));
    const onRename = vi.fn(async () => null);
    const onRemove = vi.fn(async () => null);
    const { container } = render(
      <TagEditor
        chips={[{ id: 't1', name: 'Film/Kodak/Portra 400' }]}
        suggestions={[
          { id: 't1', name: 'Film/Kodak/Portra 400' },
          { id: 't2', name: 'Road trip' },
        ]}
        onAdd={onAdd}
        onRename={onRename}
        onRemove={onRemove}
      />,
    );
    // Only tags not already on the roll are suggested.
    expect([...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual([
      'Road trip',
    ]);

    await user.type(screen.getByLabelText('Add a tag'), 'Road trip{Enter}');
    expect(onAdd).toHaveBeenCalledWith('Road trip');
    await waitFor(() => expect((screen.getByLabelText('Add a tag') as HTMLInputElement).value).toBe(''));

    await user.type(screen.getByLabelText('Add a tag'), 'xxx');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That name is taken.');

    await user.click(screen.getByRole('button', { name: 'Rename tag Film/Kodak/Portra 400' }));
    const field = screen.getByLabelText('New name for tag Film/Kodak/Portra 400');
    await user.clear(field);
    await user.type(field, 'Film/Kodak/Portra 800{Enter}');
    expect(onRename).toHaveBeenCalledWith('t1', 'Film/Kodak/Portra 800');

    await user.click(await screen.findByRole('button', { name: 'Remove tag Film/Kodak/Portra 400' }));
    expect(onRemove).toHaveBeenCalledWith('t1');
  });
});
