import type { UserEvent } from '@testing-library/user-event';
import { expect, type MockInstance } from 'vitest';

/**
 * A form test's step "tap the submit button, and the toast says `message`" (the first broken rule,
 * or the server's answer): `toast` is the spy on the toast that speaks for the form
 * (`vi.spyOn(toast, 'error')`).
 */
export function submitSays(user: UserEvent, submit: HTMLElement, toast: MockInstance) {
  return async (message: string) => {
    await user.click(submit);
    expect(toast).toHaveBeenLastCalledWith(message);
  };
}
