import { Button, Grid, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/dates';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { placeUserErrors, sendOutcome } from '../../../ui/useMutationForm';
import { RateContractedPartnerDocument } from '../partner.documents';
import { CRITERIA, type Criterion, fullName } from '../partnerLabels';
import { Stars } from './Stars';
import { StarRatingInput } from './StarRatingInput';

type Scores = Record<Criterion, number>;
const EMPTY: Scores = { quality: 0, timeliness: 0, communication: 0, value: 0 };

export interface RatingsCardProps {
  companyId: string;
  average: Record<Criterion | 'overall', number | null> & { count: number };
  ratings: readonly (Scores & { ratedAt: string; user: { id: string; firstName: string; lastName: string } })[];
  myRating: Scores | null;
}

/** The viewer's four star inputs, the company average per criterion, and each colleague's rating. */
export function RatingsCard({ companyId, average, ratings, myRating }: RatingsCardProps) {
  const [scores, setScores] = useState<Scores>(
    myRating
      ? {
          quality: myRating.quality,
          timeliness: myRating.timeliness,
          communication: myRating.communication,
          value: myRating.value,
        }
      : EMPTY,
  );
  const [rate, { loading }] = useMutation(RateContractedPartnerDocument);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Criterion, string>>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const missing = CRITERIA.filter((c) => scores[c.key] === 0);

  const save = async () => {
    setNotice('');
    if (missing.length > 0) {
      setFieldErrors(
        Object.fromEntries(missing.map((c) => [c.key, `Pick 1 to 5 stars for ${c.label.toLowerCase()}.`])),
      );
      setErrors([]);
      return;
    }
    const outcome = await sendOutcome(
      async () => (await rate({ variables: { companyId, rating: scores } })).data?.rateContractedPartner,
      (payload) => payload.details,
    );
    const placed = placeUserErrors(
      'errors' in outcome ? outcome.errors : [],
      CRITERIA.map((c) => c.key),
    );
    setFieldErrors(placed.fieldErrors);
    setErrors(placed.errors);
    if ('ok' in outcome) setNotice('Your rating is saved.');
  };

  return (
    <SectionCard title="Ratings">
      <Stack gap={5}>
        <Stack gap={2}>
          <Text fontWeight="semibold">{`Your company's average (${average.count} ${average.count === 1 ? 'rating' : 'ratings'})`}</Text>
          <Grid templateColumns={{ base: '1fr', sm: '9rem 1fr' }} columnGap={3} rowGap={1}>
            {CRITERIA.map((c) => (
              <HStack key={c.key} display="contents">
                <Text color="fg.muted">{c.label}</Text>
                <Stars value={average[c.key]} />
              </HStack>
            ))}
          </Grid>
        </Stack>
        <Separator />
        <Stack
          as="form"
          gap={3}
          aria-label="Your rating"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Text fontWeight="semibold">Your rating</Text>
          {CRITERIA.map((c) => (
            <StarRatingInput
              key={c.key}
              label={c.label}
              name={`rating-${c.key}`}
              value={scores[c.key]}
              error={fieldErrors[c.key]}
              onChange={(value) => setScores((current) => ({ ...current, [c.key]: value }))}
            />
          ))}
          <ErrorAlerts messages={errors} />
          <HStack gap={3} wrap="wrap">
            <Button type="submit" size="sm" loading={loading}>
              {myRating ? 'Update rating' : 'Save rating'}
            </Button>
            <Text role="status" fontSize="sm" color="fg.muted">
              {notice}
            </Text>
          </HStack>
        </Stack>
        <Separator />
        <Stack gap={3}>
          <Text fontWeight="semibold">By colleague</Text>
          {ratings.length === 0 ? (
            <Text color="fg.muted">Nobody in your company has rated this partner yet.</Text>
          ) : (
            <Stack as="ul" gap={3} listStyleType="none">
              {ratings.map((rating) => (
                <Stack as="li" key={rating.user.id} gap={1}>
                  <Text fontWeight="medium">
                    {fullName(rating.user)}{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
                      {formatDate(rating.ratedAt)}
                    </Text>
                  </Text>
                  <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap={1}>
                    {CRITERIA.map((c) => (
                      <HStack key={c.key} gap={2}>
                        <Text fontSize="sm" color="fg.muted" minW="7.5rem">
                          {c.label}
                        </Text>
                        <Stars value={rating[c.key]} />
                      </HStack>
                    ))}
                  </Grid>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
