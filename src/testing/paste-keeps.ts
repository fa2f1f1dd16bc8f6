import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A field's length limit against a paste: `pasted` copies of `char` pasted into `field` in place
 * of what it held leave `kept` of them (its maxLength), however long the paste.
 */
export async function expectPasteKeeps(
  user: UserEvent,
  field: HTMLElement,
  [char, pasted]: [char: string, pasted: number],
  kept: number,
): Promise<void> {
  await user.clear(field);
  await user.paste(char.repeat(pasted));
  expect(field).toHaveValue(char.repeat(kept));
}
