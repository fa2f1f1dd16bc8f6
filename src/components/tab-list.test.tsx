import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, tabPanelProps } from './tab-list';

const tabs = [
  { key: 'a', label: '全部活动' },
  { key: 'b', label: '存款优惠' },
  { key: 'c', label: '体育优惠' },
];
const classes = { list: 'list', tab: 'tab', active: 'active' };

function Harness({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('a');
  return (
    <>
      <TabList
        tabs={tabs}
        active={active}
        onChange={(key) => {
          onChange?.(key);
          setActive(key);
        }}
        label="活动"
        idBase="t"
        classes={classes}
      />
      <div {...tabPanelProps('t', active)}>panel {active}</div>
    </>
  );
}

describe('TabList', () => {
  it('marks the selected tab and labels the panel with it', () => {
    render(<Harness />);
    const selected = screen.getByRole('tab', { name: '全部活动' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(selected).toHaveClass('tab', 'active');
    expect(screen.getByRole('tab', { name: '存款优惠' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: '全部活动' })).toHaveTextContent('panel a');
    expect(screen.getByRole('tablist', { name: '活动' })).toHaveClass('list');
  });

  it('selects on tap and with the arrow keys, wrapping round, focus following', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Harness onChange={(key) => changes.push(key)} />);
    await user.click(screen.getByRole('tab', { name: '存款优惠' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '体育优惠' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部活动' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '体育优惠' })).toHaveAttribute('aria-selected', 'true');
    expect(changes).toEqual(['b', 'c', 'a', 'c']);
  });
});
