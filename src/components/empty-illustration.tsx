import ErrorBlock from 'antd-mobile/es/components/error-block';

/** The kit's empty-state block: its illustration is ~10 KB gzip, so ListState loads it on first use. */
export default function EmptyIllustration({ className, title }: { className?: string; title: string }) {
  return <ErrorBlock className={className} status="empty" title={title} description={null} />;
}
