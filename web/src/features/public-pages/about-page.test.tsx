import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { expectHeadFor } from './test-helpers';

describe('/about', () => {
  it('introduces the lab, how it works and the team', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A film lab run by people who still shoot film' }),
    ).toBeTruthy();
    for (const name of [
      'A neighbourhood lab with a mailbox the size of the country',
      'From your camera to your library',
      'Three things we will not compromise on',
      'The people behind your scans',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const steps = screen.getByRole('heading', { level: 2, name: 'From your camera to your library' })
      .parentElement as HTMLElement;
    expect(within(steps).getAllByRole('listitem')[0].textContent).toContain('Send it in, or drop it off');
    expect(screen.getByText(/Anyone can develop and scan a roll On Demand for \$17\.99/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lower East Side drop-off' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@nicefilm.club' }).getAttribute('href')).toBe(
      'mailto:hello@nicefilm.club',
    );
    expectHeadFor('/about');
  });

  it('sends people on to sign up or to the prices', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' });
    const seePricing = screen.getAllByRole('link', { name: 'See Pricing' });
    expect(getStarted.length).toBeGreaterThan(0);
    expect(getStarted.every((link) => link.getAttribute('href') === '/signup')).toBe(true);
    expect(seePricing.every((link) => link.getAttribute('href') === '/pricing')).toBe(true);
  });
});
