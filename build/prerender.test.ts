import { afterEach, describe, expect, it } from 'vitest';
import { chooser, chooserScript, LANDING_ATTRIBUTE, landingScreensHtml } from './prerender';

/** The page as the build writes its body: #root, the boot screen, the templates. */
function page(hash: string) {
  window.location.hash = hash;
  document.body.innerHTML =
    `<div id="root"></div><div id="boot">加载中…</div>` +
    `<template ${LANDING_ATTRIBUTE}="/"><p>home</p></template>` +
    `<template ${LANDING_ATTRIBUTE}="/login"><form aria-label="登录"></form></template>`;
  chooser(LANDING_ATTRIBUTE);
  return {
    root: document.getElementById('root')!.innerHTML,
    templates: document.querySelectorAll('template').length,
  };
}

afterEach(() => {
  window.location.hash = '';
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the prerendered landing screen’s chooser (build/prerender.ts)', () => {
  it('copies the screen of the route in the hash into #root for a visitor and drops the templates', () => {
    expect(page('#/login')).toEqual({ root: '<form aria-label="登录"></form>', templates: 0 });
    expect(page('#/login/')).toEqual({ root: '<form aria-label="登录"></form>', templates: 0 });
    expect(page('')).toEqual({ root: '<p>home</p>', templates: 0 });
    expect(page('#/')).toEqual({ root: '<p>home</p>', templates: 0 });
  });

  it('leaves the boot screen to a member, to a route with a query and to a route without a screen', () => {
    sessionStorage.setItem('token', 'member-token');
    expect(page('#/login')).toEqual({ root: '', templates: 0 });
    sessionStorage.clear();
    // The query may change what the screen draws first: the register tab, a referrer code.
    expect(page('#/login?type=1')).toEqual({ root: '', templates: 0 });
    expect(page('#/login?pid=ref777')).toEqual({ root: '', templates: 0 });
    expect(page('#/mine')).toEqual({ root: '', templates: 0 });
  });

  it('is the same script in every build: the routes and their markup are not in it', () => {
    const html = landingScreensHtml({ '/': '<p>home</p>', '/login': '<form></form>' });
    expect(html).toBe(
      `<template ${LANDING_ATTRIBUTE}="/"><p>home</p></template>` +
        `<template ${LANDING_ATTRIBUTE}="/login"><form></form></template><script>${chooserScript()}</script>`,
    );
    expect(chooserScript()).not.toMatch(/home|login/);
  });
});
