import { describe, expect, it } from 'vitest';
import { frameSandbox } from './frame-sandbox';

/** A same-origin page framed with allow-scripts allow-same-origin isolates nothing. */
describe('frameSandbox', () => {
  const page = 'https://h5.example.com/#/gamePage?name=ag';

  it.each([
    ['https://h5.example.com/demo/game.html?plat=ag', false],
    ['/demo/kefu.html', false],
    ['demo/agent.html', false],
    ['https://vendor.example/lobby', true],
    ['http://h5.example.com/demo/game.html', true], // another scheme is another origin
    ['https://h5.example.com:8443/x', true],
    ['http://[::1', false], // unparsable: the stricter sandbox
  ])('%s → allow-same-origin %s', (url, keepsOrigin) => {
    const sandbox = frameSandbox(url, page).split(' ');
    expect(sandbox.includes('allow-same-origin')).toBe(keepsOrigin);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
  });
});
