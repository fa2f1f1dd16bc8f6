import { feedbackRules } from '@contract/feedback-rules';
import { firstFailure } from '@contract/rule';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SelectRow } from '@/components/form-row';
import { InfiniteList } from '@/components/infinite-list';
import { PageNav } from '@/components/page-nav';
import { PullRefresh } from '@/components/pull-refresh';
import { paths } from '@/config/paths';
import { useAction } from '@/core/actions/use-action';
import { useAccount } from '@/core/session/query-keys';
import { safeExternalUrl } from '@/lib/safe-url';
import { toast } from '@/lib/toast';
import { useSendSuggestion } from '../api/send-suggestion';
import { fetchSuggestionPage, suggestionListKey } from '../api/suggestion-list';
import { useUploadScreenshot } from '../api/upload-screenshot';
import {
  feedbackTexts,
  feedbackTypeLabel,
  feedbackTypeOf,
  feedbackTypeOptions,
  SCREENSHOT_ACCEPT,
} from '../model';
import styles from './feedback.module.css';
import { ActionForm } from '@/components/action-form';

interface Draft {
  type: string;
  content: string;
  img: string | null;
}
const EMPTY: Draft = { type: '', content: '', img: null };

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const contentId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendSuggestion();
  const upload = useUploadScreenshot();

  const pick = useAction(async (file: File) => {
    const path = await upload.send(file).catch(() => null);
    if (path) setDraft((d) => ({ ...d, img: path }));
  });
  const submit = useAction(async () => {
    const form = { type: feedbackTypeOf(draft.type), content: draft.content, img: draft.img ?? undefined };
    const problem = firstFailure(feedbackRules, form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const sent = await send
      .send({ type: form.type!, content: form.content.trim(), img: form.img })
      .catch(() => false);
    if (sent) {
      setDraft(EMPTY);
      onSent();
    }
  });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file picked again must fire change again
    if (file) void pick.run(file);
  };

  return (
    <ActionForm action={submit} submitLabel={feedbackTexts.submit} actionsClassName={styles.actions}>
      <div className={styles.card}>
        <div className={styles.rows}>
          <SelectRow
            label={feedbackTexts.type}
            value={draft.type}
            onChange={(type) => setDraft((d) => ({ ...d, type }))}
            options={feedbackTypeOptions}
            placeholder={feedbackTexts.typePlaceholder}
          />
        </div>
        <div className={styles.block}>
          <label htmlFor={contentId} className={styles.blockLabel}>
            {feedbackTexts.content}
          </label>
          <TextArea
            id={contentId}
            value={draft.content}
            onChange={(content) => setDraft((d) => ({ ...d, content }))}
            placeholder={feedbackTexts.contentPlaceholder}
            rows={5}
            maxLength={500}
            showCount
          />
        </div>
        <div className={styles.block}>
          <span className={styles.blockLabel}>{feedbackTexts.screenshot}</span>
          {draft.img ? (
            <div className={styles.shot}>
              <img
                src={safeExternalUrl(draft.img, window.location.href) ?? ''}
                alt={feedbackTexts.screenshot}
                width={72}
                height={72}
              />
              <Button size="small" fill="outline" onClick={() => setDraft((d) => ({ ...d, img: null }))}>
                {feedbackTexts.removeScreenshot}
              </Button>
            </div>
          ) : (
            <Button
              size="small"
              color="primary"
              fill="outline"
              loading={pick.pending}
              onClick={() => fileInput.current?.click()}
            >
              {feedbackTexts.addScreenshot}
            </Button>
          )}
          <input
            ref={fileInput}
            className="visually-hidden"
            type="file"
            accept={SCREENSHOT_ACCEPT}
            aria-label={feedbackTexts.addScreenshot}
            tabIndex={-1}
            onChange={onFile}
          />
        </div>
      </div>
    </ActionForm>
  );
}

function FeedbackList() {
  const account = useAccount();
  return (
    <PullRefresh keys={[suggestionListKey(account)]}>
      <div className={styles.list}>
        <InfiniteList
          queryKey={suggestionListKey(account)}
          fetchPage={fetchSuggestionPage}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <article className={styles.item}>
              <header className={styles.itemHead}>
                <span className={styles.kind}>{feedbackTypeLabel(item.type)}</span>
                <time className={styles.time}>{item.created_at}</time>
              </header>
              <p className={styles.text}>{item.content}</p>
              {item.reply ? (
                <div className={styles.reply}>
                  <p className={styles.replyLabel}>
                    {feedbackTexts.reply}
                    {item.replied_at && <time className={styles.time}>{item.replied_at}</time>}
                  </p>
                  <p className={styles.text}>{item.reply}</p>
                </div>
              ) : (
                <p className={styles.waiting}>{feedbackTexts.waiting}</p>
              )}
            </article>
          )}
        />
      </div>
    </PullRefresh>
  );
}

/** /feedback[?tab=list] — 意见反馈: the form, and the member's feedback with the operator's replies. */
export default function FeedbackRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(search).get('tab') === 'list' ? 'list' : 'new';
  const show = (key: string) =>
    void navigate(key === 'list' ? `${paths.feedback}?tab=list` : paths.feedback, { replace: true });
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <PageNav title={feedbackTexts.title} fallback={paths.mine} />
        <Tabs activeKey={tab} onChange={show}>
          <Tabs.Tab key="new" title={feedbackTexts.newTab} />
          <Tabs.Tab key="list" title={feedbackTexts.listTab} />
        </Tabs>
      </div>
      {tab === 'new' ? <FeedbackForm onSent={() => show('list')} /> : <FeedbackList />}
    </div>
  );
}
