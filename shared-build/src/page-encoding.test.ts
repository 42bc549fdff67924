import { pageEncoding } from './page-encoding';

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('answers %j with %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});
