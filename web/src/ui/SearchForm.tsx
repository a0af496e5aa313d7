import { Button, Flex, Input } from '@chakra-ui/react';
import { FormField } from './FormField';

export interface SearchFormProps {
  /** What is searched, the form's accessible name ('Companies'). */
  searches: string;
  /** The field's label ('Search companies'). */
  label: string;
  /** The field's name (the api's query parameter, e.g. `q`). */
  name: string;
  placeholder: string;
  /** The api's limit for the words (`FIELD_LIMITS['GET /v1/...']`). */
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the button: the words, trimmed. */
  onSubmit: (words: string) => void;
  size?: 'sm' | 'md';
}

/** A search landmark: one field of words and a Search button. */
export function SearchForm({
  searches,
  label,
  name,
  placeholder,
  maxLength,
  value,
  onChange,
  onSubmit,
  size,
}: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={searches}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value.trim());
      }}
    >
      <Flex gap={2} align="flex-end">
        <FormField label={label}>
          <Input
            type="search"
            name={name}
            size={size}
            maxLength={maxLength}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
        <Button type="submit" size={size}>
          Search
        </Button>
      </Flex>
    </form>
  );
}
