// The kit's own progress bar CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/progress-bar/progress-bar.css';

/** The kit's ProgressBar (rounded, no text; the same markup and classes) without its JavaScript helpers. */
export default function ProgressBar({ percent, className }: { percent: number; className?: string }) {
  return (
    <div
      className={
        className
          ? `adm-progress-bar adm-progress-bar-rounded ${className}`
          : 'adm-progress-bar adm-progress-bar-rounded'
      }
    >
      <div className="adm-progress-bar-trail">
        <div className="adm-progress-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
