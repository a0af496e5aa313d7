import { useEffect, useRef, useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { SearchForm } from '../../../ui/SearchForm';

const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  /** The applied (trimmed) text, from the URL. */
  value: string;
  /** Called with the trimmed text: `replace` while typing (one history entry per search, not per key). */
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/** The search text: applied as the visitor pauses typing, or at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [input, setInput] = useState(value);
  const debounced = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // `applied` is the last text in sync with the URL: typing moves it forward, and going back
  // or forward in history brings the field along. Only a new pause in typing searches: a
  // settled value must not undo a later move through history.
  const applied = useRef(value);
  const settled = useRef(debounced);
  useEffect(() => {
    if (debounced === settled.current) return;
    settled.current = debounced;
    applied.current = debounced;
    if (debounced !== value) onSearch(debounced, { replace: true });
  }, [debounced, value, onSearch]);
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setInput(value);
  }, [value]);

  return (
    <SearchForm
      searches="Companies"
      label="Search companies"
      name="searchString"
      placeholder="Name, service, therapeutic area…"
      maxLength={FIELD_LIMITS['GET /v1/companies/search'].searchString}
      value={input}
      onChange={setInput}
      onSubmit={(words) => {
        applied.current = words;
        onSearch(words, { replace: false });
      }}
    />
  );
}
