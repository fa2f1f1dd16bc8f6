// The kit's own dot loading CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/dot-loading/dot-loading.css';

// The kit's colour names the screens use (it also knows `white`).
const colors: Record<string, string> = {
  default: 'var(--adm-color-weak)',
  primary: 'var(--adm-color-primary)',
};

/**
 * The kit's DotLoading (three squares bouncing in turn; the same markup, classes and CSS) without
 * its default-props and native-props helpers, which every form's button would bring into /login's
 * first paint (docs/architecture.md). `color`: one of the kit's names or any CSS colour.
 * `src/components/kit-markup.test.tsx` draws it beside the kit's (which wraps the squares in three
 * groups whose shifts add up to none: left out here).
 */
export default function DotLoading({
  color = 'default',
  'aria-hidden': hidden,
}: {
  color?: 'default' | 'primary' | (string & {});
  'aria-hidden'?: boolean;
}) {
  return (
    <div
      style={{ color: colors[color] ?? color }}
      className="adm-loading adm-dot-loading"
      aria-hidden={hidden}
    >
      <svg height="1em" viewBox="0 0 100 40" style={{ verticalAlign: '-0.125em' }}>
        <g stroke="none" strokeWidth="1" fill="none" fillRule="evenodd">
          {[0, 1, 2].map((i) => (
            <rect key={i} fill="currentColor" x={20 + i * 26} y="16" width="8" height="8" rx="2">
              <animate
                attributeName="y"
                from="16"
                to="16"
                dur="2s"
                begin={`${i * 0.2}s`}
                repeatCount="indefinite"
                values="16; 6; 26; 16; 16"
                keyTimes="0; 0.1; 0.3; 0.4; 1"
              />
            </rect>
          ))}
        </g>
      </svg>
    </div>
  );
}
