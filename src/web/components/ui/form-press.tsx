import type { MouseEvent } from 'react';
import { FORM_PRESS_FIELD } from '../../../shared/form-post.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button, type TButtonProps } from './button.tsx';

type TFormPressProps = Omit<TButtonProps, 'type' | 'name' | 'value' | 'onClick'> & {
  /** The press as the form's post without the app names it (`add-kid`, `ask-cancel`). */
  intent: string;
  onPress: () => void;
};

/**
 * A press that changes a form or what it shows rather than sending it (add a kid, ask before a
 * cancel). Without the app it is a submit button naming its press (`intent`), which the server
 * answers with the page as it should then be; the entry script holds a press made before the app
 * is there and makes it again once it is. Once the app is there it is a plain button that does it
 * at once, so Enter in a field still sends the form rather than pressing it.
 */
export function FormPress({ intent, onPress, children, ...rest }: TFormPressProps) {
  const hydrated = useHydrated();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onPress();
  };
  return (
    <Button
      {...rest}
      type={hydrated ? 'button' : 'submit'}
      name={hydrated ? undefined : FORM_PRESS_FIELD}
      value={hydrated ? undefined : intent}
      onClick={handleClick}
    >
      {children}
    </Button>
  );
}
