import { useState } from 'react';
import { Button } from './ui/button.tsx';

export type TCopyRowTexts = {
  /** The button's accessible name, naming what it copies. */
  copyLabel: string;
  copy: string;
  copied: string;
};

type TCopyRowProps = {
  label: string;
  value: string;
  texts: TCopyRowTexts;
};

/**
 * One payment detail (inside a `dl className="copy-list"`) with a button that copies it, for anyone
 * typing it in elsewhere. Styled by copy-row.css.
 */
export function CopyRow({ label, value, texts }: TCopyRowProps) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-row">
      <dt>{label}</dt>
      <dd>
        <output>{value}</output>
        <Button
          type="button"
          variant="secondary"
          aria-label={texts.copyLabel}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? texts.copied : texts.copy}
        </Button>
      </dd>
    </div>
  );
}
