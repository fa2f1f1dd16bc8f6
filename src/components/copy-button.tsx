import Button from './button';
import { messages } from '@/config/messages';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';

/** Copies `text` and toasts '复制成功！' (docs/product.md#errors-and-fixed-texts). */
export function CopyButton({ text, label = '复制' }: { text: string; label?: string }) {
  return (
    <Button
      size="mini"
      color="primary"
      fill="outline"
      onClick={async () => {
        if (await copyText(text)) toast.success(messages.copied);
      }}
    >
      {label}
    </Button>
  );
}
