import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import KitButton from 'antd-mobile/es/components/button';
import KitDotLoading from 'antd-mobile/es/components/dot-loading';
import KitInput from 'antd-mobile/es/components/input';
import KitList from 'antd-mobile/es/components/list';
import KitSkeleton from 'antd-mobile/es/components/skeleton';
import KitSwitch from 'antd-mobile/es/components/switch';
import KitTextArea from 'antd-mobile/es/components/text-area';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import Button from './button';
import DotLoading from './dot-loading';
import List from './list';
import Skeleton from './skeleton';
import Switch from './switch';
import TextArea from './text-area';
import { TextInput } from './text-input';

/*
 * The kit's components we draw ourselves (docs/architecture.md, "The kit's simplest controls"):
 * Button, DotLoading, TextArea, List and Skeleton with the kit's markup, classes and CSS files;
 * Switch and TextInput with the kit's classes or CSS and our own element (a button, a plain box).
 * Each is drawn beside the kit's own for the props the screens use: a kit upgrade that changes its
 * markup, classes, CSS or role fails here, and the copy is then mended or goes back to the kit.
 */

const root = join(import.meta.dirname, '../..');
const kitFile = (path: string) => readFileSync(join(root, 'node_modules/antd-mobile/es', path), 'utf8');
const ourFile = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

/** The markup as a tree: attributes sorted (React writes `style` and `class` in prop order). */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map(canonical).join('');
  return `<${node.tagName.toLowerCase()}${attributes ? ` ${attributes}` : ''}>${children}</${node.tagName.toLowerCase()}>`;
}
const markup = (node: ReactNode) => {
  const { container, unmount } = render(<>{node}</>);
  const text = [...container.childNodes].map(canonical).join('');
  unmount();
  return text;
};
const noop = () => undefined;

/** Our copy and the kit's component, drawn with the same props. */
function both<P extends object>(Ours: ComponentType<P>, Kit: ComponentType<P>, props: P) {
  return [<Ours key="o" {...props} />, <Kit key="k" {...props} />] as const;
}

/** A list with a header and a row of each kind, drawn with our List or the kit's. */
function listOfEveryRow(L: typeof List | typeof KitList, key: string) {
  return (
    <L key={key} header="我的服务" className="l" aria-label="服务">
      <L.Item prefix={<i>图</i>} extra="值" description="说明">
        静态
      </L.Item>
      <L.Item className="c" prefix={<i>图</i>} extra={<b>值</b>} arrowIcon={false} onClick={noop}>
        无箭头
      </L.Item>
    </L>
  );
}

// The kit wraps the squares in three groups whose shifts add up to none; ours leaves them out.
const shifts =
  '<g transform="translate(-100.000000, -71.000000)"><g transform="translate(95.000000, 71.000000)"><g transform="translate(5.000000, 0.000000)">';
const withoutShifts = (kit: string) =>
  kit.replace(shifts, '').replace('</rect></g></g></g></g>', '</rect></g>');

describe("the kit's markup, drawn by our copies", () => {
  it.each<[string, ReactElement, ReactElement]>([
    ['a plain button', <Button key="o">取消</Button>, <KitButton key="k">取消</KitButton>],
    [
      'a large primary block button',
      <Button key="o" color="primary" size="large" block>
        登录
      </Button>,
      <KitButton key="k" color="primary" size="large" block>
        登录
      </KitButton>,
    ],
    [
      'a button while its action runs (the three dots)',
      <Button key="o" color="primary" loading type="submit">
        提交
      </Button>,
      <KitButton key="k" color="primary" loading type="submit">
        提交
      </KitButton>,
    ],
    [
      'a small rounded outline button, disabled, with a class and a name',
      ...both(Button, KitButton, {
        color: 'danger',
        fill: 'outline',
        size: 'small',
        shape: 'rounded',
        disabled: true,
        className: 'c',
        'aria-label': '删除',
        children: '删除',
      }),
    ],
    [
      'a mini button without fill',
      ...both(Button, KitButton, { size: 'mini', fill: 'none', shape: 'rectangular', children: '全部' }),
    ],
    [
      'a text area with its count',
      ...both(TextArea, KitTextArea, {
        id: 't',
        value: '申请理由',
        onChange: noop,
        placeholder: '请输入',
        rows: 4,
        maxLength: 200,
        showCount: true,
      }),
    ],
    ['a text area without a count', ...both(TextArea, KitTextArea, { value: '', onChange: noop })],
    ['a skeleton block', ...both(Skeleton, KitSkeleton, { animated: true, className: 'b' })],
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
    ['a list with a header and rows of every kind', listOfEveryRow(List, 'o'), listOfEveryRow(KitList, 'k')],
  ])('%s', (_, ours, kits) => {
    // Our rows that open something are also buttons to the keyboard: the kit's anchor has no role or focus.
    expect(markup(ours).replaceAll(' role="button" tabindex="0"', '')).toBe(withoutShifts(markup(kits)));
  });

  it.each<[string, ReactElement, ReactElement]>([
    ['dots in the weak colour', <DotLoading key="o" />, <KitDotLoading key="k" />],
    [
      'dots in the primary colour',
      <DotLoading key="o" color="primary" />,
      <KitDotLoading key="k" color="primary" />,
    ],
    [
      'dots in the text colour, hidden from assistive technology',
      <DotLoading key="o" color="currentColor" aria-hidden />,
      <KitDotLoading key="k" color="currentColor" aria-hidden />,
    ],
  ])('%s', (_, ours, kits) => {
    const kit = markup(kits);
    expect(kit).toContain(`${shifts}<rect`);
    expect(kit).toContain('</rect></g></g></g></g></svg>');
    expect(markup(ours)).toBe(withoutShifts(kit));
  });

  it("a row that opens something is the kit's anchor with its arrow, and a button to the keyboard", async () => {
    const opened: string[] = [];
    expect(
      markup(<List.Item onClick={noop}>打开</List.Item>).replace(' role="button" tabindex="0"', ''),
    ).toBe(markup(<KitList.Item onClick={noop}>打开</KitList.Item>));
    const user = userEvent.setup();
    render(<List.Item onClick={() => opened.push('tap')}>修改登录密码</List.Item>);
    const row = screen.getByRole('button', { name: '修改登录密码' });
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toEqual(['tap', 'tap', 'tap']);
  });

  it('a text area keeps at most maxLength characters, counted as the kit counts them (an emoji is one)', async () => {
    function Both() {
      const [ours, setOurs] = useState('');
      const [kits, setKits] = useState('');
      return (
        <>
          <TextArea aria-label="ours" value={ours} onChange={setOurs} maxLength={3} showCount />
          <KitTextArea aria-label="kits" value={kits} onChange={setKits} maxLength={3} showCount />
        </>
      );
    }
    const user = userEvent.setup();
    const { container } = render(<Both />);
    const [ours, kits] = [...container.querySelectorAll('textarea')] as [
      HTMLTextAreaElement,
      HTMLTextAreaElement,
    ];
    await user.type(ours, '👍🏽好abc');
    await user.type(kits, '👍🏽好abc');
    expect(ours.value).toBe(kits.value);
    expect(ours.value).toBe('👍🏽好a');
    const counts = [...container.querySelectorAll('.adm-text-area-count')].map((c) => c.textContent);
    expect(counts).toEqual(['3/3', '3/3']);
  });
});

/** Each element's classes (ours without the CSS module's own), role and state, in document order. */
function skeleton(element: Element): string[] {
  return [element, ...element.querySelectorAll('*')].map((e) => {
    const classes = [...e.classList].filter((c) => !c.startsWith('_')).join('.');
    const state = ['role', 'aria-checked', 'aria-disabled']
      .map((name) => (e.hasAttribute(name) ? `${name}=${e.getAttribute(name)}` : ''))
      .filter(Boolean)
      .join(' ');
    return `${classes}${state ? ` [${state}]` : ''}`;
  });
}

describe("our Switch: the kit's classes and states on a real button", () => {
  // The spinner's drawing differs (ours is a stroked arc in the primary colour, the kit's a path):
  // only its class is compared.
  const withoutSpinDrawing = (nodes: string[]) => nodes.filter((n) => n !== '');
  it.each([
    ['off', { checked: false }],
    ['on', { checked: true }],
    ['on while its action runs', { checked: true, loading: true }],
    ['off and disabled', { checked: false, disabled: true }],
  ])('%s', (_, props) => {
    const ours = render(<Switch {...props} onChange={noop} aria-label="免转" />).container
      .firstElementChild as Element;
    const kits = render(<KitSwitch {...props} onChange={noop} aria-label="免转" />).container
      .firstElementChild as Element;
    expect(withoutSpinDrawing(skeleton(ours))).toEqual(withoutSpinDrawing(skeleton(kits)));
    // The kit's is a div with the role; ours is a button with the same role and name (focus, keyboard).
    expect(ours.tagName).toBe('BUTTON');
    expect(screen.getAllByRole('switch', { name: '免转' })).toHaveLength(2);
  });

  it("loads the kit's own switch CSS (and only adjusts it for a button in switch.module.css)", () => {
    expect(kitFile('components/switch/index.js')).toContain('import "./switch.css"');
    expect(ourFile('switch.tsx')).toContain("import 'antd-mobile/es/components/switch/switch.css'");
  });
});

/** A CSS file's rules as `selector { property: value; … }`, vendor-prefixed declarations left out. */
function rules(css: string, rename: Record<string, string> = {}): Map<string, string> {
  const out = new Map<string, string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectorText = '', body = ''] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    let selector = selectorText.trim().replace(/\s+/g, ' ');
    for (const [from, to] of Object.entries(rename)) selector = selector.replaceAll(from, to);
    const declarations = body
      .split(';')
      .map((d) => d.trim().replace(/\s*:\s*/, ': '))
      .filter((d) => d && !d.startsWith('-webkit-') && !d.startsWith('-ms-'));
    out.set(
      selector,
      [...(out.get(selector)?.split('; ') ?? []), ...declarations].filter(Boolean).join('; '),
    );
  }
  return out;
}

describe("our TextInput: the kit's Input box, for the text and password fields the forms use", () => {
  it("is the kit's box around a native input, with the kit's attributes", () => {
    const props = {
      id: 'u',
      value: '张三',
      placeholder: '请输入用户名',
      maxLength: 11,
      inputMode: 'tel',
    } as const;
    const ours = markup(<TextInput {...props} onChange={noop} />);
    const kits = markup(
      <KitInput {...props} onChange={noop} type="text" autoCapitalize="off" autoCorrect="off" />,
    );
    // Our classes are the module's (.box, .input), whose rules are the kit's (below).
    expect(kits).toMatch(/^<div class="adm-input"><input [^>]*class="adm-input-element"/);
    expect(ours).toMatch(/^<div class="_box_\w+"><input [^>]*class="_input_\w+"/);
    const classless = (text: string) => text.replace(/ class="[^"]*"/g, '');
    expect(classless(ours)).toBe(classless(kits));
  });

  it("styles it with the kit's own rules (text-input.module.css against the kit's input.css)", () => {
    const kits = rules(kitFile('components/input/input.css'));
    // Ours puts the variables' defaults in a rule of their own without specificity (`:where`), so a
    // caller's class sets them whatever order the CSS files load in: the kit has them in its box's.
    const ours = rules(ourFile('text-input.module.css'), {
      ':where(.box)': '.adm-input',
      '.box': '.adm-input',
      '.input': '.adm-input-element',
    });
    const sorted = (s = '') => s.split('; ').sort().join('; ');
    for (const [selector, declarations] of ours)
      expect(sorted(declarations), selector).toBe(sorted(kits.get(selector)));
    // What ours leaves out is only what the forms never draw: disabled, date, time and search fields.
    const left = [...kits.keys()].filter((selector) => !ours.has(selector));
    expect(
      left.every((s) => /disabled|type=|search|clear|placeholder$/.test(s)),
      left.join('\n'),
    ).toBe(true);
  });
});

describe("our copies load the kit's own CSS file for their markup", () => {
  it.each([
    ['button.tsx', 'button'],
    ['dot-loading.tsx', 'dot-loading'],
    ['text-area.tsx', 'text-area'],
    ['list.tsx', 'list'],
    ['skeleton.tsx', 'skeleton'],
  ])('%s', (file, name) => {
    expect(kitFile(`components/${name}/index.js`)).toContain(`import "./${name}.css"`);
    expect(ourFile(file)).toContain(`import 'antd-mobile/es/components/${name}/${name}.css'`);
  });
});
