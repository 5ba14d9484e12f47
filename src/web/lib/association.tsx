import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAssociation } from '../../shared/association.ts';

const AssociationContext = createContext<TAssociation | null>(null);

/** The association's own details (association.json), embedded in the page by the server. */
export function AssociationProvider({ value, children }: { value: TAssociation; children: ReactNode }) {
  return <AssociationContext.Provider value={value}>{children}</AssociationContext.Provider>;
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
