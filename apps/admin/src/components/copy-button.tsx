import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useMessages } from '../i18n/language-context.tsx';

interface CopyButtonProps {
  readonly text: string;
  /** What is copied, for the button's accessible name ("Copy invitation link"). */
  readonly label: string;
}

/** Copies a text (a link, a key) to the clipboard and says so on the button. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the text stays on screen to select by hand.
      setCopied(false);
    }
  };
  return (
    <Button className="button button--secondary button--small" aria-label={label} onPress={() => void copy()}>
      <span aria-live="polite">{copied ? t.common.copied : t.common.copy}</span>
    </Button>
  );
}
