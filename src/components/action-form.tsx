import Button from './button';
import type { FormHTMLAttributes, ReactNode } from 'react';

/**
 * A form sent through one action (a screen's `useAction`): Enter and the full-width submit button
 * both run it, the browser's own submit (a page load) never happens, and the button shows the
 * action in flight. A second way out beside the button (咨询客服) goes in `besideSubmit`.
 */
export function ActionForm({
  action,
  submitLabel,
  actionsClassName,
  besideSubmit,
  children,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action'> & {
  action: { run: () => Promise<unknown>; pending: boolean };
  submitLabel: ReactNode;
  /** The screen's spacing around the button (and what stands beside it). */
  actionsClassName?: string;
  besideSubmit?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run();
      }}
    >
      {children}
      <div className={actionsClassName}>
        <Button block type="submit" color="primary" size="large" loading={action.pending}>
          {submitLabel}
        </Button>
        {besideSubmit}
      </div>
    </form>
  );
}
