import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet';

describe('Sheet', () => {
  it('is a dialog named by its title, holding its content, and its close button closes it', () => {
    const onClose = vi.fn();
    render(
      <Sheet visible onClose={onClose} title="最新公告" closeLabel="关闭公告" className="body">
        <p>系统维护通知</p>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: '最新公告' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('系统维护通知');
    expect(dialog.closest('.body')).not.toBeNull();
    // A click, not userEvent's pointer sequence: the kit's sheet drags on pointerdown, which jsdom cannot capture.
    fireEvent.click(screen.getByRole('button', { name: '关闭公告' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('draws nothing while closed', () => {
    render(
      <Sheet
        visible={false}
        onClose={() => undefined}
        title="选择钱包"
        closeLabel="取消"
        className={undefined}
      >
        <p>平台钱包</p>
      </Sheet>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('平台钱包')).toBeNull();
  });
});
