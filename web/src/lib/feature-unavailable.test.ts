import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { featureUnavailable, hasOtherErrors } from './feature-unavailable';

const off = (feature: string, message: string, path?: (string | number)[]) => ({
  message,
  path,
  extensions: { code: 'FEATURE_UNAVAILABLE', feature },
});

const cards = off('saved-cards', "Managing saved cards isn't offered by this lab yet.", ['me', 'cards']);
const links = off('share-links', "Password-protected share links aren't offered by this lab yet.", [
  'me',
  'shareLinks',
]);

describe('featureUnavailable', () => {
  it('answers the feature and its sentence for the path a section shows', () => {
    const error = new CombinedError({ graphQLErrors: [links, cards] });
    expect(featureUnavailable(error, { path: ['me', 'cards'] })).toEqual({
      feature: 'saved-cards',
      message: "Managing saved cards isn't offered by this lab yet.",
    });
    expect(featureUnavailable(error, { path: ['*', 'cards'] })?.feature).toBe('saved-cards');
    expect(featureUnavailable(error, { path: ['user', 'cards'] })).toBeNull();
    expect(featureUnavailable(error, { path: ['me', 'addresses'] })).toBeNull();
  });

  it('matches on the feature, or takes the first one with no match given', () => {
    const error = new CombinedError({ graphQLErrors: [links, cards] });
    expect(featureUnavailable(error, { feature: 'saved-cards' })?.message).toContain('saved cards');
    expect(featureUnavailable(error)?.feature).toBe('share-links');
    expect(featureUnavailable(error, { feature: 'referrals' })).toBeNull();
  });

  it('reads a plain list of GraphQL errors, and a path below the field (list items included)', () => {
    const sheet = off('contact-sheets', "Contact sheet images aren't offered by this lab yet.", [
      'me',
      'filmRoll',
      'contactSheet',
      'imageUrl',
    ]);
    expect(featureUnavailable([sheet], { path: ['*', 'filmRoll', 'contactSheet'] })?.feature).toBe(
      'contact-sheets',
    );
    expect(featureUnavailable([off('x', 'X.', ['me', 'rolls', 3])], { path: ['me', 'rolls', 0] })).toEqual({
      feature: 'x',
      message: 'X.',
    });
  });

  it('ignores other errors and no error', () => {
    const notFound = { message: 'Not found', path: ['me', 'cards'], extensions: { code: 'NOT_FOUND' } };
    expect(featureUnavailable(new CombinedError({ graphQLErrors: [notFound] }))).toBeNull();
    expect(featureUnavailable(undefined)).toBeNull();
    expect(featureUnavailable(null, { path: ['me'] })).toBeNull();
  });
});

describe('hasOtherErrors', () => {
  it('is false when every error only says a feature is off', () => {
    expect(hasOtherErrors(new CombinedError({ graphQLErrors: [cards, links] }))).toBe(false);
    expect(hasOtherErrors(undefined)).toBe(false);
  });

  it('is true for another GraphQL error or the network', () => {
    expect(hasOtherErrors(new CombinedError({ graphQLErrors: [cards, { message: 'Boom' }] }))).toBe(true);
    expect(hasOtherErrors(new CombinedError({ networkError: new Error('offline') }))).toBe(true);
  });
});
