import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@/lib/pwa/install';
import { AddToHomeButton, AddToHomeCard } from './add-to-home';

/** Chrome's `beforeinstallprompt`, as the page receives it. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

const userAgent = {
  mockReturnValue: (value: string) =>
    vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue(value),
};

describe('添加到主屏幕', () => {
  beforeAll(() => captureInstallPrompt(window));
  afterEach(() => vi.restoreAllMocks());

  it('offers nothing where the browser cannot install and is not iOS', () => {
    userAgent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
    const { container } = render(
      <>
        <AddToHomeCard />
        <AddToHomeButton />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('on Chrome keeps the install prompt and shows it from the button, once', async () => {
    userAgent.mockReturnValue('Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile');
    render(<AddToHomeCard />);
    const event = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true); // no mini-infobar of Chrome's own
    await userEvent.click(screen.getByRole('button', { name: '添加到主屏幕' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // A prompt can be shown once: the offer goes until Chrome sends a new event.
    expect(screen.queryByRole('button', { name: '添加到主屏幕' })).toBeNull();
  });

  it('on iOS shows the share-sheet hint: on the card, and from the strip button', async () => {
    userAgent.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
    );
    render(<AddToHomeCard />);
    expect(screen.getByRole('heading', { name: '添加到主屏幕' })).toBeInTheDocument();
    expect(screen.getByText(/分享.*添加到主屏幕/)).toBeInTheDocument();
    render(<AddToHomeButton />);
    const button = screen.getByRole('button', { name: '添加到主屏幕' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('note')).toHaveTextContent('分享');
  });

  it('offers nothing in the installed app’s own window, and again once it is opened in the browser', () => {
    userAgent.mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
    );
    const listeners = new Set<() => void>();
    let standalone = true;
    // jsdom has no matchMedia: the installed window's display mode, switchable.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          get matches() {
            return query === '(display-mode: standalone)' && standalone;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { container } = render(
      <>
        <AddToHomeCard />
        <AddToHomeButton />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => {
      standalone = false;
      for (const listener of listeners) listener();
    });
    expect(screen.getByRole('heading', { name: '添加到主屏幕' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
