import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAssociation } from '../../shared/association.ts';

const AssociationContext = createContext<TAssociation | null>(null);
const ChangeAssociationContext = createContext<(value: TAssociation) => void>(() => undefined);

/**
 * The association's own details (association.json), embedded in the page by the server; the board's
 * settings change them in place, so the footer and every page show the new details at once.
 */
export function AssociationProvider({ value, children }: { value: TAssociation; children: ReactNode }) {
  const [current, setCurrent] = useState(value);
  return (
    <ChangeAssociationContext.Provider value={setCurrent}>
      <AssociationContext.Provider value={current}>{children}</AssociationContext.Provider>
    </ChangeAssociationContext.Provider>
  );
}

/** Replaces the details the pages show, after the board saved new ones. */
export function useChangeAssociation(): (value: TAssociation) => void {
  return useContext(ChangeAssociationContext);
}

export function useAssociation(): TAssociation {
  const value = useContext(AssociationContext);
  if (!value) throw new Error('useAssociation needs an AssociationProvider');
  return value;
}

/** The postal address with its country in the reader's language: "Exempelgatan 1, 123 45 Exempelstad, Sverige". */
export function usePostalAddress(): string {
  const { t } = useTranslation('common');
  const { postalAddress, country } = useAssociation();
  return `${postalAddress}, ${t(`countries.${country}`, { defaultValue: country })}`;
}
