import { Flex, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { SearchForm } from '../../../ui/SearchForm';

export interface InboxToolbarProps {
  /** The applied search text, from the URL. */
  search: string;
  unreadOnly: boolean;
  onSearch: (text: string) => void;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
}

/** Search (trimmed, applied on submit) and the "Unread only" filter; both start the list from its first page. */
export function InboxToolbar({ search, unreadOnly, onSearch, onUnreadOnlyChange }: InboxToolbarProps) {
  const [input, setInput] = useState(search);
  // Going back or forward through history brings the field along with the list (adjusting state
  // while rendering, as React advises for state that follows a prop).
  const [applied, setApplied] = useState(search);
  if (applied !== search) {
    setApplied(search);
    setInput(search);
  }
  return (
    <Flex direction="column" gap={2}>
      <SearchForm
        searches="Conversations"
        label="Search conversations"
        name="q"
        size="sm"
        placeholder="Subject or message text"
        maxLength={FIELD_LIMITS['GET /v1/messages/threads'].q}
        value={input}
        onChange={setInput}
        onSubmit={onSearch}
      />
      <Switch.Root size="sm" checked={unreadOnly} onCheckedChange={(details) => onUnreadOnlyChange(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Unread only</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}
