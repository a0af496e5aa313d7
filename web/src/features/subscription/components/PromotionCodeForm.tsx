import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { PromotionCodeFormVerifyMutation } from '../../../__generated__/graphql';
import { formatPrice } from '../../../shared/format/money';
import { FIELD_LIMITS } from '../../../__generated__/fieldLimits';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { overLimit } from '../../../ui/textLimit';
import { TextField } from '../../../ui/TextField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { DISCOUNT_DURATION_LABELS } from '../subscriptionLabels';

export const PromotionCodeFormVerifyDocument = graphql(`
  mutation PromotionCodeFormVerify($promotionCode: String!) {
    verifyPromotionCode(promotionCode: $promotionCode) {
      promotion {
        code
        discount {
          id
          code
          name
          percentOff
          duration
          couponId
          selected
        }
        option {
          priceId
          code
          name
          interval
          price {
            amountCents
            currency
          }
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** A promotion code the server found valid. */
export type AppliedPromotion = NonNullable<PromotionCodeFormVerifyMutation['verifyPromotionCode']['promotion']>;

export interface PromotionCodeFormProps {
  applied: AppliedPromotion | null;
  onApplied: (promotion: AppliedPromotion | null) => void;
}

// The api's limit (its OpenAPI document's maxLength, generated).
const CODE_MAX = FIELD_LIMITS.VerifyPromotionBody.promotionCode;

/** The promotion code field: verified by the server before it counts (spec §7). */
export function PromotionCodeForm({ applied, onApplied }: PromotionCodeFormProps) {
  const form = useMutationForm(PromotionCodeFormVerifyDocument, {
    payload: (data) => data.verifyPromotionCode,
    accept: (payload) => Boolean(payload.promotion),
    fields: ['promotionCode'],
  });
  const [code, setCode] = useState('');
  const fieldError = form.fieldErrors.promotionCode;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const promotionCode = code.trim();
    const invalid = promotionCode
      ? overLimit(promotionCode, CODE_MAX, 'Promotion code')
      : 'Promotion code cannot be empty';
    if (invalid) {
      form.setErrors([]);
      return form.setFieldErrors({ promotionCode: invalid });
    }
    const outcome = await form.send({ promotionCode });
    if ('errors' in outcome || !outcome.ok.promotion) return;
    onApplied(outcome.ok.promotion);
    setCode('');
  }

  if (applied) {
    const { discount, option } = applied;
    return (
      <Stack gap={2} role="status">
        <Text fontWeight="medium">{`Promotion code ${applied.code} applied: ${discount.name}, ${discount.percentOff}% off ${DISCOUNT_DURATION_LABELS[discount.duration]}.`}</Text>
        {option ? (
          <Text>{`It applies to ${option.name} at ${formatPrice(option.price, option.interval)} before the discount, whichever plan you choose.`}</Text>
        ) : null}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => onApplied(null)}>
          Remove promotion code
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={3} maxW="md">
        <ErrorAlerts messages={form.errors} />
        <Flex gap={3} align="flex-end">
          <TextField
            label="Promotion code"
            name="promotionCode"
            autoComplete="off"
            maxLength={CODE_MAX}
            value={code}
            error={fieldError}
            onChange={setCode}
          />
          <Button
            type="submit"
            variant="outline"
            loading={form.loading}
            flexShrink={0}
            // Level with the input, above the message under it.
            mb={fieldError || overLimit(code, CODE_MAX, 'Promotion code') ? 7 : 0}
          >
            Apply
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
