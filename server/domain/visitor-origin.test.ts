import { describe, expect, it } from 'vitest';
import { countryFromHeader, visitorIp } from './visitor-origin';

describe('visitorIp', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.0.0.2', '10.0.0.2'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1', '::1'],
    ['', undefined],
    [undefined, undefined],
    ['unknown', undefined],
    ['203.0.113.9, 10.0.0.1', undefined],
  ])('%j → %j', (ip, expected) => {
    expect(visitorIp(ip)).toBe(expected);
  });
});

describe('countryFromHeader', () => {
  it.each([
    ['US', 'US'],
    [' de ', 'DE'],
    [['GB', 'FR'], 'GB'],
    ['XX', undefined],
    ['T1', undefined],
    ['USA', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(countryFromHeader(value)).toBe(expected);
  });
});
