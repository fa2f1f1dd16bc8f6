import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KitList from 'antd-mobile/es/components/list';
import KitProgressBar from 'antd-mobile/es/components/progress-bar';
import KitSkeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import List from './list';
import ProgressBar from './progress-bar';
import Skeleton from './skeleton';

/*
 * Our List, ProgressBar and Skeleton draw the kit's markup with the kit's CSS, without its
 * JavaScript (docs/architecture.md). Drawn side by side with the kit's for the props the screens
 * use, they must be the same, class for class: a kit upgrade that changes its markup fails here.
 */
// Our rows that open something are also buttons to the keyboard: the kit's anchor has no role or focus.
const html = (node: ReactNode) =>
  render(<>{node}</>).container.innerHTML.replaceAll(' role="button" tabindex="0"', '');
const noop = () => undefined;

describe("the kit's markup without its JavaScript", () => {
  it.each([
    [
      'a skeleton block',
      <Skeleton key="o" animated className="b" />,
      <KitSkeleton key="k" animated className="b" />,
    ],
    ['a still skeleton', <Skeleton key="o" />, <KitSkeleton key="k" />],
    [
      'a skeleton title',
      <Skeleton.Title key="o" animated className="t" />,
      <KitSkeleton.Title key="k" animated className="t" />,
    ],
    [
      'a skeleton paragraph',
      <Skeleton.Paragraph key="o" lineCount={5} animated />,
      <KitSkeleton.Paragraph key="k" lineCount={5} animated />,
    ],
    ['a skeleton paragraph of three', <Skeleton.Paragraph key="o" />, <KitSkeleton.Paragraph key="k" />],
    [
      'a progress bar',
      <ProgressBar key="o" percent={42} className="p" />,
      <KitProgressBar key="k" percent={42} className="p" />,
    ],
    [
      'a list with a header and rows of every kind',
      <List key="o" header="我的服务" className="l" aria-label="服务">
        <List.Item prefix={<i>图</i>} extra="值" description="说明">
          静态
        </List.Item>
        <List.Item className="c" prefix={<i>图</i>} extra={<b>值</b>} arrowIcon={false} onClick={noop}>
          无箭头
        </List.Item>
      </List>,
      <KitList key="k" header="我的服务" className="l" aria-label="服务">
        <KitList.Item prefix={<i>图</i>} extra="值" description="说明">
          静态
        </KitList.Item>
        <KitList.Item className="c" prefix={<i>图</i>} extra={<b>值</b>} arrowIcon={false} onClick={noop}>
          无箭头
        </KitList.Item>
      </KitList>,
    ],
  ])('%s', (_, ours, kits) => {
    expect(html(ours)).toBe(html(kits));
  });

  it("a row that opens something is the kit's anchor with its arrow, and a button to the keyboard", async () => {
    const opened: string[] = [];
    expect(html(<List.Item onClick={noop}>打开</List.Item>)).toBe(
      html(<KitList.Item onClick={noop}>打开</KitList.Item>),
    );
    const user = userEvent.setup();
    render(<List.Item onClick={() => opened.push('tap')}>修改登录密码</List.Item>);
    const row = screen.getByRole('button', { name: '修改登录密码' });
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toEqual(['tap', 'tap', 'tap']);
  });
});
