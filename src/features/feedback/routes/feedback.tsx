import { feedbackRules } from '@contract/feedback-rules';
import { firstFailure } from '@contract/rule';
import Button from '@/components/button';
import TextArea from '@/components/text-area';
import { Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SelectRow } from '@/components/form-row';
import { LineTabs } from '@/components/line-tabs';
import { tabPanelProps } from '@/components/tab-list';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { useAction } from '@/core/actions/use-action';
import { safeExternalUrl } from '@/lib/safe-url';
import { whenIdle } from '@/lib/when-idle';
import { toast } from '@/lib/toast';
import { useSendSuggestion } from '../api/send-suggestion';
import { useUploadScreenshot } from '../api/upload-screenshot';
import { feedbackTexts, feedbackTypeOf, feedbackTypeOptions, SCREENSHOT_ACCEPT } from '../model';
import styles from './feedback.module.css';
import { ActionForm } from '@/components/action-form';
import { lazyNow, useDrawnOnArrival } from '@/lib/lazy-now';

// The list of the member's feedback (the windowed list and pull to refresh) is the second tab: it
// loads when that tab is first shown, or once the form is drawn and the browser is idle.
const loadList = () => import('../components/feedback-list');
const FeedbackList = lazyNow(loadList);

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
    const path = await upload.send(file);
    if (path) setDraft((d) => ({ ...d, img: path }));
  });
  const submit = useAction(async () => {
    const form = { type: feedbackTypeOf(draft.type), content: draft.content, img: draft.img ?? undefined };
    const problem = firstFailure(feedbackRules, form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const sent = await send.send({ type: form.type!, content: form.content.trim(), img: form.img });
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

/** /feedback[?tab=list] — 意见反馈: the form, and the member's feedback with the operator's replies. */
export default function FeedbackRoute() {
  useDrawnOnArrival(FeedbackList);
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(search).get('tab') === 'list' ? 'list' : 'new';
  const show = (key: string) =>
    void navigate(key === 'list' ? `${paths.feedback}?tab=list` : paths.feedback, { replace: true });
  const tabsId = useId();
  useEffect(() => whenIdle(() => void loadList().catch(() => undefined)), []);
  return (
    <div className={styles.page}>
      <PageNav
        title={feedbackTexts.title}
        fallback={paths.mine}
        below={
          <LineTabs
            tabs={[
              { key: 'new', label: feedbackTexts.newTab },
              { key: 'list', label: feedbackTexts.listTab },
            ]}
            active={tab}
            onChange={show}
            label={feedbackTexts.title}
            idBase={tabsId}
            className={styles.tabs}
          />
        }
      />
      <div {...tabPanelProps(tabsId, tab)}>
        {tab === 'new' ? (
          <FeedbackForm onSent={() => show('list')} />
        ) : (
          <Suspense fallback={null}>
            <FeedbackList />
          </Suspense>
        )}
      </div>
    </div>
  );
}
