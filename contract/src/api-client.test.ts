import { expect, it } from 'vitest';
import { apiUrl } from './api-client';

it('makes the URL of an API path with the query values that are set', () => {
  expect(apiUrl('/privilege/list')).toBe('/api/v1.0/privilege/list');
  expect(
    apiUrl('/Theme/GetLogo', { brandRef: 'demo', page: 2, empty: null, none: undefined }),
  ).toBe('/api/v1.0/Theme/GetLogo?brandRef=demo&page=2');
  expect(apiUrl('/x', { q: 'ชา เย็น&1' })).toBe(`/api/v1.0/x?q=${encodeURIComponent('ชา เย็น&1')}`);
});
