import { Button, Flex, Input, Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../ui/FormField';

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
      <form
        role="search"
        aria-label="Conversations"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(input.trim());
        }}
      >
        <Flex gap={2} align="flex-end">
          <FormField label="Search conversations">
            <Input
              type="search"
              name="q"
              size="sm"
              maxLength={200}
              placeholder="Subject or message text"
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
          </FormField>
          <Button type="submit" size="sm">
            Search
          </Button>
        </Flex>
      </form>
      <Switch.Root size="sm" checked={unreadOnly} onCheckedChange={(details) => onUnreadOnlyChange(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Unread only</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}
