import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useFormPostDone, useRefusedFormPost } from '../../lib/form-post.ts';
import type { TPreferences } from '../../../shared/profile.schema.ts';
import { useSavePreferences } from './api/save-preferences.ts';

/** The page's address the boxes post to without the app, and where it says they were saved. */
const PREFERENCES_ADDRESS = '/mypage?edit=preferences';

/**
 * Which mails the member wants. The app saves each tick at once; without the app the boxes are a
 * form with a Save button (shown only where scripts do not run), and the page it lands on says so.
 */
export function PreferencesForm({ stored }: { stored: TPreferences }) {
  const { t } = useTranslation('mypage');
  const savePreferences = useSavePreferences();
  const saved = useFormPostDone('preferences');
  const refused = useRefusedFormPost('edit-preferences') !== undefined;
  // Shown at once; the server's answer (or the stored value after a failure) settles it.
  const [preferences, setPreferences] = useState<TPreferences>(stored);
  const change = (next: TPreferences) => {
    setPreferences(next);
    savePreferences.mutateAsync(next).then(setPreferences, () => setPreferences(stored));
  };

  return (
    <Form
      method="post"
      action={PREFERENCES_ADDRESS}
      aria-label={t('privacy')}
      onSubmit={(event) => {
        event.preventDefault();
        change(preferences);
      }}
    >
      {saved && (
        <p role="status" className="mypage-notice">
          {t('preferencesSaved')}
        </p>
      )}
      {refused && (
        <p role="alert" className="mypage-alert">
          {t('saveFailed')}
        </p>
      )}
      <Checkbox
        name="remindersEnabled"
        label={t('remindersEnabled')}
        checked={preferences.remindersEnabled}
        onChange={(value) => change({ ...preferences, remindersEnabled: value === 'true' })}
      />
      <Checkbox
        name="announcementsEnabled"
        label={t('announcementsEnabled')}
        checked={preferences.announcementsEnabled}
        onChange={(value) => change({ ...preferences, announcementsEnabled: value === 'true' })}
      />
      {/* The app saves on a tick; a browser without scripts sends the boxes with this. */}
      <noscript>
        <div className="mypage-actions">
          <Button type="submit">{t('save')}</Button>
        </div>
      </noscript>
    </Form>
  );
}
