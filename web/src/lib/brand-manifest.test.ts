import { afterEach, describe, expect, it } from 'vitest';
import { linkBrandManifest } from './brand-manifest';

const manifestHref = () =>
  document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null;

afterEach(() => document.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

describe('linkBrandManifest', () => {
  it("points the page's one manifest link at the brand's manifest", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="manifest" href="/api/v1.0/WebApp/manifest.webmanifest" />',
    );
    linkBrandManifest('demo');
    expect(manifestHref()).toBe('/api/v1.0/WebApp/manifest.webmanifest?brandRef=demo');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it("adds the link when the page has none, the product's own without a brand", () => {
    linkBrandManifest(null);
    expect(manifestHref()).toBe('/api/v1.0/WebApp/manifest.webmanifest');
    linkBrandManifest('a&b');
    expect(manifestHref()).toBe('/api/v1.0/WebApp/manifest.webmanifest?brandRef=a%26b');
  });
});
