/**
 * Window effects behind one object: jsdom cannot spy on `window.location.assign`, and keeping the
 * only full-page navigation here makes it easy to audit.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
