import { EMAIL_REPORT_KEYS, EMAIL_REPORT_LABELS } from '@box/core/catalogues';
import { Button, Checkbox } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import { MESSAGES } from '../messages';
import { NoticeAlert } from './NoticeAlert';
import type { ProfileStore } from './store';

const M = MESSAGES.profile;

/** SPEC §2 e-mail notification checkboxes (spotStatusUpdate, podSuccess, podFailure), saved together. */
export function EmailReportsForm({ store, onSave }: { store: ProfileStore; onSave: () => Promise<void> }) {
  useSignals();
  const titleId = useId();
  const reports = store.reports.value;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSave();
  };
  return (
    <section className="box-account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="box-account-card__title">
        {M.reportsTitle}
      </h2>
      <form className="box-profile__form" onSubmit={onSubmit} aria-labelledby={titleId}>
        <fieldset className="box-profile__checks">
          <legend className="box-profile__legend">{M.reportsIntro}</legend>
          {EMAIL_REPORT_KEYS.map((key) => (
            <Checkbox
              key={key}
              name={key}
              checked={reports[key]}
              onChange={(checked) => store.setReport(key, checked)}
              label={EMAIL_REPORT_LABELS[key].label}
              description={EMAIL_REPORT_LABELS[key].description}
            />
          ))}
        </fieldset>
        <NoticeAlert notice={store.reportsNotice.value} onClose={() => (store.reportsNotice.value = null)} />
        <div className="box-profile__actions">
          <Button type="submit" loading={store.reportsSaving.value}>
            {M.saveReports}
          </Button>
        </div>
      </form>
    </section>
  );
}
