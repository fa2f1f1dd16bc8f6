// The kit's own skeleton CSS, unchanged: the same classes, the same look.
import 'antd-mobile/es/components/skeleton/skeleton.css';

interface SkeletonProps {
  animated?: boolean;
  className?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The kit's Skeleton (a grey block, a title bar, a paragraph of lines; the same markup and
 * classes) without its JavaScript helpers, which the landing screens' first paint paid for.
 */
function Skeleton({ animated = false, className }: SkeletonProps) {
  return <div className={classes('adm-skeleton', animated && 'adm-skeleton-animated', className)} />;
}

function SkeletonTitle({ animated, className }: SkeletonProps) {
  return <Skeleton animated={animated} className={classes('adm-skeleton-title', className)} />;
}

function SkeletonParagraph({ animated, className, lineCount = 3 }: SkeletonProps & { lineCount?: number }) {
  return (
    <div className={classes('adm-skeleton-paragraph', className)}>
      {Array.from({ length: lineCount }, (_, i) => (
        <Skeleton key={i} animated={animated} className="adm-skeleton-paragraph-line" />
      ))}
    </div>
  );
}

export default Object.assign(Skeleton, { Title: SkeletonTitle, Paragraph: SkeletonParagraph });
