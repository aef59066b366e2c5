import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryableMethod, parseRetryAfter } from './retry-policy';

const policy = { retries: 2, baseMs: 100, maxDelayMs: 1000 };

describe('isRetryableMethod', () => {
  it.each([
    ['GET', true],
    ['HEAD', true],
    ['POST', false],
    ['PUT', false],
    ['DELETE', false],
  ])('%s → %s', (method, expected) => expect(isRetryableMethod(method)).toBe(expected));
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it.each([
    ['0', 0],
    ['3', 3000],
    [' 12 ', 12_000],
    ['Wed, 01 Jan 2025 00:00:05 GMT', 5000],
    ['Tue, 31 Dec 2024 23:59:00 GMT', 0],
    ['soon', undefined],
    [undefined, undefined],
  ])('%s → %s ms', (header, ms) => expect(parseRetryAfter(header, now)).toBe(ms));

  it('reads the first of repeated headers', () => expect(parseRetryAfter(['2', '9'], now)).toBe(2000));
});

describe('backoffDelay', () => {
  it('doubles per retry, half fixed and half jitter', () => {
    expect(backoffDelay(0, policy, undefined, () => 0)).toBe(50);
    expect(backoffDelay(0, policy, undefined, () => 1)).toBe(100);
    expect(backoffDelay(1, policy, undefined, () => 0)).toBe(100);
    expect(backoffDelay(1, policy, undefined, () => 0.5)).toBe(150);
  });

  it('stops after the configured retries', () => {
    expect(backoffDelay(2, policy, undefined, () => 0)).toBeUndefined();
    expect(backoffDelay(0, { ...policy, retries: 0 })).toBeUndefined();
  });

  it('caps the jittered step at maxDelayMs', () => {
    expect(backoffDelay(4, { ...policy, retries: 9 }, undefined, () => 1)).toBe(1000);
  });

  it('waits at least as long as Retry-After asks, and gives up when it asks too much', () => {
    expect(backoffDelay(0, policy, 800, () => 0)).toBe(800);
    expect(backoffDelay(0, policy, 0, () => 0)).toBe(50);
    expect(backoffDelay(0, policy, 1001, () => 0)).toBeUndefined();
  });
});
