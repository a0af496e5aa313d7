import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../ui/FormField';

export interface CopyableValueProps {
  /** Names the read-only field and its copy button ("Copy <label>"). */
  label: string;
  value: string;
  helperText?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value to paste elsewhere (a callback URL, a TXT record), with a copy button that says what it did. */
export function CopyableValue({ label, value, helperText }: CopyableValueProps) {
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <FormField
      label={label}
      helperText={helperText}
      error={copy === 'failed' ? 'Copying failed: select the text and copy it yourself.' : undefined}
    >
      <Flex gap={2} w="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Input
          readOnly
          value={value}
          fontFamily="mono"
          fontSize="sm"
          minW={0}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" flexShrink={0} onClick={() => void copyValue()} aria-label={`Copy ${label}`}>
          Copy
        </Button>
      </Flex>
      <Text role="status" fontSize="sm" color="fg.muted" minH="1.25rem">
        {copy === 'copied' ? 'Copied to the clipboard.' : ''}
      </Text>
    </FormField>
  );
}
