import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { errorMessages } from '../shared/errorMessages';
import { ErrorAlerts } from './ErrorAlert';
import { FormNotice } from './FormField';
import { base64Of, imageFileProblem, readAsDataUrl, sizeText, typesText } from './imageFile';
import type { ImageRules } from './imageFile';
import { useFormFeedback } from './useMutationForm';
import type { MutationPayload } from './useMutationForm';

/** A send of the field (upload or removal) and what it says once done. */
interface ImageAction<TPayload extends MutationPayload> {
  loading: boolean;
  /** The notice once it worked ('Your picture has been updated.'). */
  done: string;
  /** Whether a payload without errors is usable (e.g. holds the company); the generic message otherwise. */
  accept?: (payload: TPayload) => boolean;
  onDone?: (payload: TPayload) => void;
}

export interface ImageUploadFieldProps<TUpload extends MutationPayload, TRemove extends MutationPayload> {
  /** The file input's name and the button's text ('Upload picture'). */
  uploadLabel: string;
  /** The button's text while there is an image ('Replace logo'); `uploadLabel` by default. */
  replaceLabel?: string;
  /** The api's rules (`UploadRules`): checked before sending, and told under the button. */
  rules: ImageRules;
  /** The image as it is now (its URL), or null. */
  current: string | null | undefined;
  /** Draws the image from a URL (the current one, or the picked file while it uploads), or the fallback for null. */
  renderImage: (src: string | null | undefined) => ReactNode;
  upload: ImageAction<TUpload> & {
    send: (file: { contentType: string; dataBase64: string }) => Promise<TUpload | null | undefined>;
  };
  /** A removal button, shown while there is an image. */
  remove?: ImageAction<TRemove> & { label: string; send: () => Promise<TRemove | null | undefined> };
}

/**
 * An image (profile picture, logo) replaced as soon as a file is picked: the file is checked
 * against the api's rules first, shown faded while it uploads, and the outcome is said below.
 */
export function ImageUploadField<TUpload extends MutationPayload, TRemove extends MutationPayload>({
  uploadLabel,
  replaceLabel,
  rules,
  current,
  renderImage,
  upload,
  remove,
}: ImageUploadFieldProps<TUpload, TRemove>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const feedback = useFormFeedback();

  const refuse = (messages: string[]) => {
    feedback.setNotice('');
    feedback.setErrors(messages);
  };

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, rules);
    if (problem) return refuse([problem]);
    const dataUrl = await readAsDataUrl(file).catch(() => null);
    if (!dataUrl) return refuse(errorMessages(null));
    setPreview(dataUrl);
    const outcome = await feedback.run(() => upload.send({ contentType: file.type, dataBase64: base64Of(dataUrl) }), {
      done: upload.done,
      accept: upload.accept,
    });
    setPreview(null);
    if ('ok' in outcome) upload.onDone?.(outcome.ok);
  }

  async function handleRemove() {
    if (!remove) return;
    const outcome = await feedback.run(remove.send, { done: remove.done, accept: remove.accept });
    if ('ok' in outcome) remove.onDone?.(outcome.ok);
  }

  return (
    <Stack gap={4}>
      <HStack gap={5} align="center" wrap="wrap">
        <Box opacity={preview ? 0.6 : 1}>{renderImage(preview ?? current)}</Box>
        <Stack gap={2}>
          <HStack gap={2} wrap="wrap">
            <VisuallyHidden asChild>
              {/* Out of the tab order: the button below opens it. */}
              <input
                ref={inputRef}
                type="file"
                accept={rules.contentTypes.join(',')}
                aria-label={uploadLabel}
                aria-describedby={hintId}
                tabIndex={-1}
                onChange={(event) => void handleFile(event)}
              />
            </VisuallyHidden>
            <Button size="sm" loading={upload.loading} onClick={() => inputRef.current?.click()}>
              {current && replaceLabel ? replaceLabel : uploadLabel}
            </Button>
            {remove && current && !preview ? (
              <Button size="sm" variant="outline" loading={remove.loading} onClick={() => void handleRemove()}>
                {remove.label}
              </Button>
            ) : null}
          </HStack>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {`${typesText(rules.contentTypes)}, up to ${sizeText(rules.maxBytes)}.`}
          </Text>
        </Stack>
      </HStack>
      <ErrorAlerts messages={feedback.errors} />
      <FormNotice message={feedback.notice} fontSize="sm" fontWeight="normal" />
    </Stack>
  );
}
