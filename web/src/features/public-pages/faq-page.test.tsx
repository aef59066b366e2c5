import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { expectHeadFor } from './test-helpers';

const TOPICS = ['Processes', 'Formats', 'Turnaround', 'Shipping', 'Negatives', 'Memberships', 'Scans'];

async function openFaq() {
  const view = renderApp('/frequently-asked-questions');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return view;
}

/** The questions as people see them: the summary line of each disclosure. */
function questions(container: HTMLElement) {
  return [...container.querySelectorAll('details > summary')].map((summary) => summary.textContent ?? '');
}

describe('/frequently-asked-questions', () => {
  it('groups at least 25 questions under the seven topics, with an index linking to each', async () => {
    const { container } = await openFaq();
    const index = screen.getByRole('navigation', { name: 'Topics' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\d+$/, ''))).toEqual(TOPICS);
    for (const [i, topic] of TOPICS.entries()) {
      const section = screen.getByRole('region', { name: topic });
      expect(links[i].getAttribute('href')).toBe(`#${section.id}`);
      expect(section.querySelectorAll('details').length).toBeGreaterThanOrEqual(3);
    }
    expect(questions(container).length).toBeGreaterThanOrEqual(25);
    expect(new Set(questions(container)).size).toBe(questions(container).length);
    expectHeadFor('/frequently-asked-questions');
  });

  it('opens a question to show its answer', async () => {
    await openFaq();
    const negatives = screen.getByRole('region', { name: 'Negatives' });
    const summary = within(negatives).getByText('Do I get my negatives back?');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(
      within(details).getByText(/Return shipping costs \$7\.99 On Demand, \$6\.99 on Nice/),
    ).toBeTruthy();
  });

  it('states the lab’s real figures', async () => {
    await openFaq();
    expect(
      screen.getByText(
        /is \$17\.99 On Demand, \$14\.99 on Nice, \$11\.99 on Very Nice and \$9\.99 on Super Nice/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/We store negatives for one year after development/)).toBeTruthy();
    expect(screen.getByText(/never fewer than 2/)).toBeTruthy();
  });

  it('describes the same questions as FAQPage structured data', async () => {
    const { container } = await openFaq();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? 'null');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(questions(container).length);
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(questions(container));
    for (const entry of data.mainEntity) {
      expect(entry['@type']).toBe('Question');
      expect(entry.acceptedAnswer['@type']).toBe('Answer');
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });
});
