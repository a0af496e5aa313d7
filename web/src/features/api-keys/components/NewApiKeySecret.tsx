import { Alert, Box, Button, Code, Dialog, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../ui/FormField';
import { curlExample } from '../curlExample';

export interface NewApiKeySecretProps {
  secret: string;
  onDone: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The new key, shown this once: a read-only field to copy it from, a warning that it cannot be
 * shown again, and a call to try it with. It lives only in this component's props: closing the
 * dialog forgets it.
 */
export function NewApiKeySecret({ secret, onDone }: NewApiKeySecretProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const exampleId = useId();
  const example = curlExample(window.location.origin, secret);

  // Keyboard and screen-reader users land on the key, selected, ready to copy.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <>
      <Dialog.Body>
        <Stack gap={5}>
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>Copy this key now. You will not be able to see it again.</Alert.Description>
          </Alert.Root>
          <FormField
            label="Your new API key"
            helperText="Store it where your integration keeps its secrets; we keep only a hash of it."
            error={copy === 'failed' ? 'Copying failed: select the key and copy it yourself.' : undefined}
          >
            <Flex gap={2} w="full">
              <Input
                ref={inputRef}
                readOnly
                value={secret}
                fontFamily="mono"
                onFocus={(event) => event.target.select()}
              />
              <Button flexShrink={0} variant="outline" onClick={() => void copyKey()}>
                {copy === 'copied' ? 'Copied' : 'Copy'}
              </Button>
            </Flex>
          </FormField>
          <Stack gap={2}>
            <Text id={exampleId} fontWeight="medium">
              Try it
            </Text>
            <Box as="pre" aria-labelledby={exampleId} m={0} whiteSpace="pre-wrap" wordBreak="break-all">
              <Code display="block" p={3} fontSize="sm" rounded="md">
                {example}
              </Code>
            </Box>
            <Text fontSize="sm" color="fg.muted">
              It answers the email of the admin the key acts as.
            </Text>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onDone}>Done</Button>
      </Dialog.Footer>
    </>
  );
}
