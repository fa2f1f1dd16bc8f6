/*
 * The client tests share one jsdom per worker (vitest.config.ts): whatever a test leaves on the
 * document, the body or the navigator, the next test file sees. Testing Library's cleanup unmounts
 * what a test rendered; this resets what lives outside those roots.
 */

type Listener = Parameters<Document['addEventListener']>;

/**
 * The kit's scroll lock (every mask that disables body scroll: loading toasts, popups, dialogs)
 * adds touchstart/touchmove listeners on the document and a class on the body. The kit's
 * imperative overlays live in React roots of their own, which cleanup does not unmount, and their
 * closing animation never finishes in jsdom: their lock outlives the test that opened them.
 */
const TOUCH_EVENTS = new Set(['touchstart', 'touchmove', 'touchend', 'touchcancel']);
const BODY_LOCK_CLASS = 'adm-overflow-hidden';

const touchListeners = new Set<Listener>();
const PATCHED = Symbol.for('client-tests.document-touch-listeners');

/** Records the document's touch listeners from now on (once per jsdom: setup runs per file). */
export function trackDocumentTouchListeners(): void {
  const doc = document as Document & { [PATCHED]?: true };
  if (doc[PATCHED]) return;
  doc[PATCHED] = true;
  const add = doc.addEventListener.bind(doc);
  const remove = doc.removeEventListener.bind(doc);
  doc.addEventListener = ((...args: Listener) => {
    if (TOUCH_EVENTS.has(args[0])) touchListeners.add(args);
    add(...args);
  }) as Document['addEventListener'];
  doc.removeEventListener = ((...args: Parameters<Document['removeEventListener']>) => {
    for (const entry of touchListeners)
      if (entry[0] === args[0] && entry[1] === args[1]) touchListeners.delete(entry);
    remove(...args);
  }) as Document['removeEventListener'];
}

/** After each test, once its own roots are unmounted: drop what the kit and user-event left behind. */
export function resetSharedDocument(): void {
  for (const [type, listener, options] of touchListeners)
    document.removeEventListener(type, listener, options);
  touchListeners.clear();
  document.body.classList.remove(BODY_LOCK_CLASS);
  // What the kit's imperative overlays (toasts, dialogs) left in the body after cleanup.
  document.body.replaceChildren();
  // user-event's setup() puts a clipboard stub on the navigator and removes it in a global afterAll
  // that Vitest (no globals) never registers: the next file's copy would write into the stub.
  if (Object.getOwnPropertyDescriptor(navigator, 'clipboard')) Reflect.deleteProperty(navigator, 'clipboard');
  // A test may stand in for the legacy copy command (document.execCommand) on the document itself.
  if (Object.getOwnPropertyDescriptor(document, 'execCommand'))
    Reflect.deleteProperty(document, 'execCommand');
}
