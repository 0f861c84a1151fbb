/** A searchable country picker storing the ISO 3166-1 code. */
import { AutocompleteInput } from 'react-admin';
import type { AutocompleteInputProps } from 'react-admin';
import { COUNTRIES } from '@storyfund/shared/countries';

const choices = COUNTRIES.map(({ code, name }) => ({ id: code, name }));

export function CountryInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  return <AutocompleteInput choices={choices} {...props} />;
}
