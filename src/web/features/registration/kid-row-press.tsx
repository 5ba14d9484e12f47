import type { MouseEvent } from 'react';
import { FORM_PRESS_FIELD } from '../../../shared/form-post.ts';
import { Button, type TButtonProps } from '../../components/ui/button.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

type TKidRowPressProps = Omit<TButtonProps, 'type' | 'name' | 'value' | 'onClick' | 'variant'> & {
  /** The press as the form's post without the app names it (`add-kid`, `remove-kid:0`). */
  intent: string;
  onPress: () => void;
};

/**
 * A press on the kid rows: add a kid, remove one. Without the app it is a submit button naming its
 * press (`intent`), and the server answers with the page again, as typed, with one row more or less.
 * Once the app is there it is a plain button that changes the form at once, so Enter in a field
 * still sends the form rather than adding a kid.
 */
export function KidRowPress({ intent, onPress, children, ...rest }: TKidRowPressProps) {
  const hydrated = useHydrated();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onPress();
  };
  return (
    <Button
      {...rest}
      variant="secondary"
      type={hydrated ? 'button' : 'submit'}
      name={hydrated ? undefined : FORM_PRESS_FIELD}
      value={hydrated ? undefined : intent}
      onClick={handleClick}
    >
      {children}
    </Button>
  );
}
