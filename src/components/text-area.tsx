// The kit's own text area CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/text-area/text-area.css';
import { useRef } from 'react';

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** What a reader counts as characters (an emoji with its modifiers is one), as the kit counts them. */
function characters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * The kit's TextArea as the forms use it (the same markup and classes, `maxLength` in characters,
 * not cut while an input method is composing, and the `n/max` count under it), without its
 * JavaScript: the kit's brought its value hook, default-props helper and config (about 3 KB
 * brotli) into the first paint of the agent application and the feedback form.
 */
export default function TextArea({
  value,
  onChange,
  maxLength,
  showCount = false,
  rows = 2,
  ...native
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  showCount?: boolean;
}) {
  const composing = useRef(false);
  const cut = (text: string) => (maxLength ? characters(text).slice(0, maxLength).join('') : text);
  const set = (text: string) => {
    if (text !== value) onChange(text);
  };
  const length = characters(value).length;
  return (
    <div className="adm-text-area">
      <textarea
        {...native}
        className="adm-text-area-element"
        rows={rows}
        value={value}
        onChange={(e) => set(composing.current ? e.target.value : cut(e.target.value))}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(e) => {
          composing.current = false;
          set(cut(e.currentTarget.value));
        }}
      />
      {showCount && (
        <div className="adm-text-area-count">
          {maxLength === undefined ? length : `${length}/${maxLength}`}
        </div>
      )}
    </div>
  );
}
