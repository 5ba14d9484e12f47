import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_MESSAGE_MAX } from '../../../shared/events.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAddEventMessage } from './api/add-event-message.ts';
import { Form } from '../../components/ui/form.tsx';

type TMessageFormProps = { eventId: string; kind: 'addComments' | 'addNotes' };

/** The reason a refused message gets, from the field error key the server answered. */
function refusalOf(error: unknown): 'mandatory' | 'tooLong' | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = (error.data as { fields?: Record<string, string> } | null)?.fields?.message;
  if (field === 'mandatory') return 'mandatory';
  if (field === 'tooLong') return 'tooLong';
  return null;
}

/** A member's comment or an admin's note: the message is mandatory. */
export function MessageForm({ eventId, kind }: TMessageFormProps) {
  const { t } = useTranslation('events');
  const { t: tv } = useTranslation('validation');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddEventMessage(eventId, kind);
  const words = kind === 'addNotes' ? 'note' : 'comment';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    if (message.trim() === '') {
      setError(tv('mandatory'));
      return;
    }
    setError(undefined);
    add.mutate(message, {
      onSuccess: () => setMessage(''),
      onError: (failure) => {
        const refusal = refusalOf(failure);
        setError(
          refusal === 'mandatory'
            ? tv('mandatory')
            : refusal === 'tooLong'
              ? t('message.tooLong')
              : t('message.failed'),
        );
      },
    });
  }

  return (
    <Form className="event-message-form" onSubmit={submit} noValidate>
      <Textarea
        label={t(`${words}.label`)}
        value={message}
        onChange={(value) => {
          setMessage(value);
          if (error) setError(undefined);
        }}
        mandatory
        error={error}
        rows={3}
        maxLength={EVENT_MESSAGE_MAX}
      />
      <Button type="submit" busy={add.isPending}>
        {t(`${words}.submit`)}
      </Button>
    </Form>
  );
}
