import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { formatBytes } from '../documentFormat';

export interface DropZoneProps {
  /** The picker's `accept`: the allowed extensions (".pdf", ".docx"…). */
  extensions: readonly string[];
  maxBytes: number;
  onFiles: (files: File[]) => void;
  /** What the live region says after files were added ("2 files added: a.pdf, b.pdf."). */
  announcement: string;
}

/**
 * Files dropped here or chosen with the visible button (the keyboard's way in: the zone itself is
 * not a button, so nothing is announced twice); the live region says what was added.
 */
export function DropZone({ extensions, maxBytes, onFiles, announcement }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const types = extensions.map((extension) => extension.replace(/^\./, '').toUpperCase()).join(', ');

  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'colorPalette.solid' : 'border.emphasized'}
      bg={over ? 'colorPalette.subtle' : undefined}
      rounded="lg"
      p={{ base: 5, md: 8 }}
      textAlign="center"
      data-testid="document-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
    >
      <Stack gap={3} align="center">
        <Text fontWeight="medium">Drag and drop files here</Text>
        <Text color="fg.muted" fontSize="sm">
          or
        </Text>
        <Button onClick={() => input.current?.click()}>Choose files</Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={extensions.join(',')}
          hidden
          aria-label="Files to upload"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so choosing the same file again (after removing it) is a change too.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
        <Text color="fg.muted" fontSize="sm">
          {`Up to ${formatBytes(maxBytes)} each. ${types}.`}
        </Text>
      </Stack>
      <Text srOnly aria-live="polite" role="status">
        {announcement}
      </Text>
    </Box>
  );
}
