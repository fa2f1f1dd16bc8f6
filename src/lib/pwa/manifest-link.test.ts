import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from './manifest-link';

const links = () => [...document.head.querySelectorAll('link[rel="manifest"]')];

describe('linkManifest', () => {
  afterEach(() => links().forEach((link) => link.remove()));

  it('links the manifest beside the page, once', () => {
    linkManifest();
    linkManifest();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['./manifest.webmanifest']);
  });

  it('leaves a manifest link the page already has', () => {
    const own = document.createElement('link');
    own.rel = 'manifest';
    own.href = '/other.webmanifest';
    document.head.append(own);
    linkManifest();
    expect(links()).toEqual([own]);
  });
});
