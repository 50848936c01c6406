import { RATING_SENT_TEXT } from '@box/core/errors';
import {
  buildRatingBody,
  canSubmitRating,
  isDriverRatingQuestion,
  type RatingAnswers,
} from '@box/core/rules';
import type { GivenRating, RatingBody, RatingQuestion } from '@box/core/schemas';
import { Alert, Button, Modal, modalCss, useAdoptedStyles } from '@box/ui';
import { type FormEvent, type MouseEvent, useRef, useState } from 'react';
import { shipmentTrackingApi } from '../shared/shipments-api';
import { RATING_CSS } from './ratingCss';
import { type RatingFailure, ratingFailure } from './ratingOutcome';
import { ScaleQuestion } from './ScaleQuestion';
import { TextQuestion } from './TextQuestion';
import { RATING_TEXTS } from './texts';

export interface RatingDialogProps {
  hash: string;
  questions: readonly RatingQuestion[];
  driverId: number;
  open: boolean;
  /** The rating given before: the dialog then shows it back instead of the form. */
  given?: GivenRating | null;
  onClose: () => void;
  /** The rating was stored (or had been: 409 already rated); `body` is what this dialog sent, if it did. */
  onRated?: (body: RatingBody | null) => void;
}

type Phase = { kind: 'form' } | { kind: 'sending' } | { kind: 'sent'; already: boolean };

// Adopted when the dialog opens: the page that opens this lazy dialog (the shipment page) keeps them out of its
// first bytes.
const DIALOG_STYLES = [modalCss, RATING_CSS];

/** Driver question first, the comment last: the order in which people answer a delivery survey. */
function ordered(questions: readonly RatingQuestion[]): RatingQuestion[] {
  const rank = (q: RatingQuestion) => (isDriverRatingQuestion(q.id) ? 0 : q.type === 'text_long' ? 2 : 1);
  return [...questions].sort((a, b) => rank(a) - rank(b));
}

const initialAnswers = (questions: readonly RatingQuestion[]): Record<string, number | string | null> =>
  Object.fromEntries(questions.map((q) => [q.id, q.answer]));

/**
 * The rating form of SPEC §2/§3/§5 inside the ui `Modal` (focus kept inside, Esc closes), then the response
 * modal 'Avaliação enviada'. 'Enviar' stays disabled until core's `canSubmitRating` accepts the answers.
 */
export default function RatingDialog(props: RatingDialogProps) {
  // Mounted afresh at each opening: answers start from the questions as they are then, and a poll that brings
  // a new questions array while the recipient is answering does not wipe what they chose.
  if (!props.open) return null;
  return <OpenRatingDialog {...props} />;
}

function OpenRatingDialog({ hash, questions, driverId, given, onClose, onRated }: RatingDialogProps) {
  const api = shipmentTrackingApi.useApi();
  const [answers, setAnswers] = useState<RatingAnswers>(() => initialAnswers(questions));
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [failure, setFailure] = useState<Extract<RatingFailure, { kind: 'failed' }> | null>(null);
  // Whichever of the two dialogs is shown first adopts the sheets into the root it renders in.
  const sentContent = useRef<HTMLDivElement>(null);
  const formContent = useRef<HTMLFormElement>(null);
  useAdoptedStyles(sentContent, DIALOG_STYLES);
  useAdoptedStyles(formContent, DIALOG_STYLES);

  const answer = (id: string, value: number | string) =>
    setAnswers((current) => ({ ...current, [id]: value }));
  const ready = canSubmitRating(questions, answers);
  const sending = phase.kind === 'sending';

  async function submit(event?: FormEvent | MouseEvent) {
    event?.preventDefault();
    const body = buildRatingBody(driverId, questions, answers);
    if (!body || sending) return;
    setPhase({ kind: 'sending' });
    setFailure(null);
    try {
      await api.rateShipment(hash, body);
      setPhase({ kind: 'sent', already: false });
      onRated?.(body);
    } catch (error) {
      const outcome = ratingFailure(error);
      if (outcome.kind === 'already-rated') {
        setPhase({ kind: 'sent', already: true });
        onRated?.(null);
      } else {
        // A 401 has already told the host (onSessionExpired); the form stays so nothing typed is lost.
        setPhase({ kind: 'form' });
        if (outcome.kind === 'failed') setFailure(outcome);
      }
    }
  }

  if (given || phase.kind === 'sent') {
    return (
      // Keyed apart from the form's: a new dialog, so focus moves into it (the form's 'Enviar' is gone).
      <Modal
        key="sent"
        open
        size="sm"
        title={RATING_SENT_TEXT}
        onClose={onClose}
        closeLabel={RATING_TEXTS.close}
        footer={
          <Button data-autofocus onClick={onClose}>
            {RATING_TEXTS.close}
          </Button>
        }
      >
        <div ref={sentContent} className="box-rating-sent" role="status">
          {phase.kind === 'sent' ? (
            <p>{phase.already ? RATING_TEXTS.alreadyRated : RATING_TEXTS.thanks}</p>
          ) : given ? (
            <>
              <p className="box-rating-sent__stars">
                <span aria-hidden="true">{'★'.repeat(given.rating) + '☆'.repeat(5 - given.rating)} </span>
                {RATING_TEXTS.givenStars(given.rating)}
              </p>
              {given.comment ? (
                <>
                  <p className="box-rating-sent__label">{RATING_TEXTS.givenComment}</p>
                  <blockquote className="box-rating-sent__comment">{given.comment}</blockquote>
                </>
              ) : null}
            </>
          ) : null}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      key="form"
      open
      title={RATING_TEXTS.title}
      onClose={onClose}
      closeLabel={RATING_TEXTS.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {RATING_TEXTS.later}
          </Button>
          {/* A click handler rather than form="…": the form attribute does not reach across every shadow root. */}
          <Button onClick={submit} disabled={!ready} loading={sending}>
            {RATING_TEXTS.submit}
          </Button>
        </>
      }
    >
      <form ref={formContent} className="box-rating-form" onSubmit={submit} noValidate>
        {failure ? (
          <Alert tone="danger" title={failure.title}>
            {failure.message}
          </Alert>
        ) : null}
        {ordered(questions).map((q) => {
          const value = answers[q.id];
          return q.type === 'text_long' ? (
            <TextQuestion
              key={q.id}
              label={q.questionText}
              required={q.required}
              value={typeof value === 'string' ? value : ''}
              onChange={(text) => answer(q.id, text)}
            />
          ) : (
            <ScaleQuestion
              key={q.id}
              legend={q.questionText}
              // The driver's stars are required whatever the question says (SPEC §5).
              required={q.required || isDriverRatingQuestion(q.id)}
              kind={q.type === 'nps' ? 'nps' : 'stars'}
              value={typeof value === 'number' ? value : null}
              onChange={(score) => answer(q.id, score)}
            />
          );
        })}
        {ready ? null : <p className="box-rating-form__note">{RATING_TEXTS.missingRequired}</p>}
      </form>
    </Modal>
  );
}
