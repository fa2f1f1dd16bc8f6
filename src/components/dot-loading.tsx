/**
 * The kit's DotLoading (three squares bouncing in turn; the same markup and classes) without its
 * JavaScript helpers. `color`: the kit's default is its weak text colour.
 */
export default function DotLoading({ color = 'var(--adm-color-weak)' }: { color?: string }) {
  return (
    <div className="adm-loading adm-dot-loading" style={{ color, display: 'inline-block' }}>
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
