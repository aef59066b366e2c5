import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPhotoLightbox } from './lazy-photo-lightbox';
import { PhotoLightbox } from './photo-lightbox';
import type { PhotoSlide } from './photo-slide';

const slides: PhotoSlide[] = [
  ['Kodak', 'Portra 400', '@maya'],
  ['Ilford', 'HP5 Plus', '@priya'],
  ['Cinestill', '800T', '@elena'],
].map(([filmBrand, filmModel, handle], i) => ({
  id: String(i),
  midResUrl: `/images/p${i}-mid.webp`,
  hiResUrl: `/images/p${i}-hi.jpg`,
  width: 2400,
  height: 1600,
  alt: `Photo by ${handle}, shot on ${filmBrand} ${filmModel}`,
  filmBrand: filmBrand!,
  filmModel: filmModel!,
  handle,
}));

async function openViewer(index = 1) {
  const onClose = vi.fn();
  render(<PhotoLightbox slides={slides} index={index} open onClose={onClose} />);
  const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
  return { viewer, onClose };
}

const shownPhoto = (viewer: HTMLElement, alt: string) => within(viewer).getByRole('img', { name: alt });

describe('photo lightbox', () => {
  it('opens at the given photo with its film brand, model and handle in the bottom bar', async () => {
    const { viewer } = await openViewer(1);
    expect(within(viewer).getByText('Ilford')).toBeTruthy();
    expect(within(viewer).getByText('HP5 Plus')).toBeTruthy();
    expect(within(viewer).getByText('@priya')).toBeTruthy();
    expect(shownPhoto(viewer, slides[1]!.alt).getAttribute('src')).toBe('/images/p1-mid.webp');
  });

  it('loops: past the last photo comes the first, and back', async () => {
    const { viewer } = await openViewer(2);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(within(viewer).getByText('Portra 400')).toBeTruthy());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(within(viewer).getByText('800T')).toBeTruthy());
  });

  it('zooms 25% → 50% → 100% → 25%, and 100% shows the hi-res image', async () => {
    const { viewer } = await openViewer(0);
    const photo = () => shownPhoto(viewer, slides[0]!.alt);
    const zoom = (level: string) => within(viewer).getByRole('button', { name: `Zoom ${level}` });

    expect(photo().getAttribute('src')).toBe('/images/p0-mid.webp');
    await userEvent.click(zoom('25%'));
    expect(zoom('50%')).toBeTruthy();
    expect(photo().getAttribute('src')).toBe('/images/p0-mid.webp');

    await userEvent.click(zoom('50%'));
    expect(zoom('100%')).toBeTruthy();
    expect(photo().getAttribute('src')).toBe('/images/p0-hi.jpg');
    // At 100% the hi-res image is not a choice.
    const toggle = within(viewer).getByRole('button', { name: 'Hi-res' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(zoom('100%'));
    expect(zoom('25%')).toBeTruthy();
    expect(photo().getAttribute('src')).toBe('/images/p0-mid.webp');
  });

  it('toggles between the mid-res and the hi-res image', async () => {
    const { viewer } = await openViewer(0);
    const toggle = within(viewer).getByRole('button', { name: 'Hi-res' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(shownPhoto(viewer, slides[0]!.alt).getAttribute('src')).toBe('/images/p0-hi.jpg');
    expect(within(viewer).getByRole('status').textContent).toBe('Loading hi-res…');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(shownPhoto(viewer, slides[0]!.alt).getAttribute('src')).toBe('/images/p0-mid.webp');
  });

  it('starts every photo at 25%', async () => {
    const { viewer } = await openViewer(0);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Zoom 25%' }));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Zoom 25%' })).toBeTruthy());
  });

  it('closes with its close button', async () => {
    const { viewer, onClose } = await openViewer();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes with Escape', async () => {
    const { onClose } = await openViewer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('is not loaded until it first opens', async () => {
    const { rerender } = render(
      <LazyPhotoLightbox slides={slides} index={0} open={false} onClose={vi.fn()} />,
    );
    expect(document.body.textContent).toBe('');
    rerender(<LazyPhotoLightbox slides={slides} index={2} open onClose={vi.fn()} />);
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByText('Cinestill')).toBeTruthy();
  });
});
