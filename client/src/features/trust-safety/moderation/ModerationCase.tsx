// One ad in the moderation queue: what it is and whose, why it is there (its open reports, grouped by
// reason, photos also found in other advertisers' ads, or what made the screening hold it), and the
// decisions: take it down, restore it, dismiss the reports, or remove one photo; a held ad is
// published or refused instead (issue 31).
import { Badge, Box, Button, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ModerationCase_ad$key } from '../../../__generated__/ModerationCase_ad.graphql';
import { REPORT_REASON_LABELS } from '../../../../../common/reportReasons.ts';
import { holdReasonLabel } from '../../../../../common/holdReasons.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { RemovePhotoDialog, TakeDownAdDialog } from './ModerationDialogs.tsx';
import { RefuseHeldAdDialog } from './RefuseHeldAdDialog.tsx';
import { useDismissAdReportsMutation } from './useDismissAdReportsMutation.ts';
import { usePublishHeldAdMutation } from './usePublishHeldAdMutation.ts';
import { useRefuseHeldAdMutation } from './useRefuseHeldAdMutation.ts';
import { useRestoreAdMutation } from './useRestoreAdMutation.ts';
import { useTakeDownAdImageMutation } from './useTakeDownAdImageMutation.ts';
import { useTakeDownAdMutation } from './useTakeDownAdMutation.ts';

export const MODERATION_TEXTS = {
  takeDown: { progress: 'Taking the ad down...', success: 'Ad taken down.', fallback: 'Failed to take the ad down.' },
  restore: { progress: 'Restoring the ad...', success: 'Ad restored.', fallback: 'Failed to restore the ad.' },
  dismiss: {
    progress: 'Dismissing the reports...',
    success: 'Reports dismissed.',
    fallback: 'Failed to dismiss the reports.',
  },
  removePhoto: {
    progress: 'Removing the photo...',
    success: 'Photo removed.',
    fallback: 'Failed to remove the photo.',
  },
  publish: { progress: 'Publishing the ad...', success: 'Ad published.', fallback: 'Failed to publish the ad.' },
  refuse: { progress: 'Refusing the ad...', success: 'Ad refused.', fallback: 'Failed to refuse the ad.' },
} as const;

export const HELD_BADGE = 'Held by screening';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const THUMBNAIL = '96px';

/** "Scam or fraud ×2, Spam or duplicate ×1": the reasons by how often they were given. */
function reasonSummary(reasons: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([reason, count]) => `${REPORT_REASON_LABELS[reason as keyof typeof REPORT_REASON_LABELS] ?? reason} ×${count}`,
    )
    .join(', ');
}

/** A decision button of the case: shown when `when` holds; it runs a decision with its toasts, or opens its dialog. */
interface CaseAction {
  label: string;
  when: boolean;
  palette?: 'brand' | 'red';
  outline?: true;
  toasted?: 'publish' | 'restore' | 'dismiss';
  open?: () => void;
}

export function ModerationCase({ ad, connectionId }: { ad: ModerationCase_ad$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment ModerationCase_ad on Ad {
        id
        databaseId
        name
        takenDown
        hiddenByReports
        moderationQueuedAt
        underReview
        holdReasons
        location {
          name
        }
        category {
          name
        }
        advertiser {
          name
          email
        }
        openReports {
          reason
          details
          contact
          reference
          createdAt
        }
        images {
          id
          url
          sameFingerprintElsewhere {
            databaseId
            name
            advertiser {
              email
            }
          }
        }
      }
    `,
    ad,
  );
  const [takeDown, isTakingDown] = useTakeDownAdMutation();
  const [restore, isRestoring] = useRestoreAdMutation();
  const [dismiss, isDismissing] = useDismissAdReportsMutation();
  const [removePhoto, isRemovingPhoto] = useTakeDownAdImageMutation();
  const [publish, isPublishing] = usePublishHeldAdMutation();
  const [refuse, isRefusing] = useRefuseHeldAdMutation();
  const [takingDown, setTakingDown] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [photoToRemove, setPhotoToRemove] = useState<{ id: string; url: string; label: string } | null>(null);

  const reports = data.openReports ?? [];
  const images = data.images;
  const stolen = images.some((image) => (image.sameFingerprintElsewhere ?? []).length > 0);
  const held = data.underReview === true;
  const holdReasons = data.holdReasons ?? [];
  const busy = isTakingDown || isRestoring || isDismissing || isRemovingPhoto || isPublishing || isRefusing;
  const decision = { adId: data.id, openReports: reports.length, connections: [connectionId] };
  const decide = { publish, restore, dismiss };
  const running = { publish: isPublishing, restore: isRestoring, dismiss: isDismissing };
  const actions: CaseAction[] = [
    // a held ad is published or refused: its advertiser is mailed which
    { label: 'Publish', when: held, palette: 'brand', toasted: 'publish' },
    { label: 'Refuse', when: held, palette: 'red', open: () => setRefusing(true) },
    { label: 'Take Down', when: !held && !data.takenDown, palette: 'red', open: () => setTakingDown(true) },
    {
      label: 'Restore',
      when: !held && Boolean(data.takenDown || data.hiddenByReports),
      palette: 'brand',
      toasted: 'restore',
    },
    // a hidden ad's reports are dismissed by restoring it
    {
      label: reports.length > 0 ? 'Dismiss Reports' : 'Dismiss',
      when: !held && !data.takenDown && !data.hiddenByReports,
      outline: true,
      toasted: 'dismiss',
    },
  ];

  return (
    <Box as="article" aria-label={data.name} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
      <Stack gap="3">
        <Flex justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Link
              href={`/call-girls/${data.databaseId}`}
              target="_blank"
              rel="noreferrer"
              fontWeight="semibold"
              fontSize="lg"
            >
              {data.name}
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {data.location.name} · {data.category.name}
              {data.advertiser && ` · ${data.advertiser.name} (${data.advertiser.email})`}
            </Text>
            {data.moderationQueuedAt && (
              <Text textStyle="xs" color="fg.muted">
                Flagged {WHEN.format(new Date(data.moderationQueuedAt))}
              </Text>
            )}
          </Stack>
          <HStack gap="2" alignItems="flex-start" flexWrap="wrap">
            {held && <Badge colorPalette="orange">{HELD_BADGE}</Badge>}
            {data.hiddenByReports && !held && <Badge colorPalette="orange">Hidden by reports</Badge>}
            {data.takenDown && <Badge colorPalette="red">Taken down</Badge>}
            {stolen && <Badge colorPalette="purple">Possible stolen photo</Badge>}
          </HStack>
        </Flex>

        {held && (
          <Stack gap="1">
            <Text fontWeight="medium">Held for review before it is shown:</Text>
            <Stack as="ul" gap="1" pl="5" listStyleType="disc" aria-label="Hold reasons">
              {holdReasons.map((reason) => (
                <Text as="li" key={reason} textStyle="sm">
                  {holdReasonLabel(reason)}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}

        {reports.length > 0 ? (
          <Stack gap="2">
            <Text fontWeight="medium">
              {reports.length === 1 ? '1 open report' : `${reports.length} open reports`}:{' '}
              {reasonSummary(reports.map((report) => report.reason))}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {reports.map((report) => (
                <Box as="li" key={report.reference} borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
                  <Text textStyle="sm">
                    <strong>
                      {REPORT_REASON_LABELS[report.reason as keyof typeof REPORT_REASON_LABELS] ?? report.reason}
                    </strong>{' '}
                    · {WHEN.format(new Date(report.createdAt))} · {report.reference}
                  </Text>
                  {report.details && <Text textStyle="sm">{report.details}</Text>}
                  {report.contact && (
                    <Text textStyle="xs" color="fg.muted">
                      Reporter: {report.contact}
                    </Text>
                  )}
                </Box>
              ))}
            </Stack>
          </Stack>
        ) : (
          !held && <Text textStyle="sm">No open reports: a photo of this ad is also in another advertiser's ad.</Text>
        )}

        {images.length > 0 && (
          <Flex gap="3" flexWrap="wrap">
            {images.map((image, index) => {
              const label = `Photo ${index + 1} of ${data.name}`;
              const elsewhere = image.sameFingerprintElsewhere ?? [];
              return (
                <Stack key={image.id} gap="1" width={THUMBNAIL}>
                  <Image
                    src={image.url}
                    alt={label}
                    width={THUMBNAIL}
                    height={THUMBNAIL}
                    objectFit="cover"
                    borderRadius="md"
                  />
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    disabled={busy}
                    onClick={() => setPhotoToRemove({ id: image.id, url: image.url, label })}
                  >
                    Remove photo {index + 1}
                  </Button>
                  {elsewhere.length > 0 && (
                    <Text textStyle="xs" color="purple.fg">
                      Also in{' '}
                      {elsewhere.map((other, position) => (
                        <span key={other.databaseId}>
                          {position > 0 && ', '}
                          <Link href={`/call-girls/${other.databaseId}`} target="_blank" rel="noreferrer">
                            {other.name}
                          </Link>
                          {other.advertiser && ` (${other.advertiser.email})`}
                        </span>
                      ))}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Flex>
        )}

        <HStack gap="2" flexWrap="wrap">
          {actions
            .filter((action) => action.when)
            .map(({ label, palette, outline, toasted, open }) => (
              <Button
                key={label}
                size="sm"
                colorPalette={palette}
                variant={outline ? 'outline' : undefined}
                disabled={busy}
                loading={toasted && running[toasted]}
                onClick={
                  toasted ? () => void runWithToasts(MODERATION_TEXTS[toasted], () => decide[toasted](decision)) : open
                }
              >
                {label}
              </Button>
            ))}
        </HStack>
      </Stack>

      <TakeDownAdDialog
        adName={takingDown ? data.name : null}
        photos={images}
        busy={isTakingDown}
        onConfirm={(reason, blockImageIds) =>
          runWithToasts(MODERATION_TEXTS.takeDown, () => takeDown({ ...decision, reason, blockImageIds }))
        }
        onClose={() => setTakingDown(false)}
      />
      <RefuseHeldAdDialog
        adName={refusing ? data.name : null}
        busy={isRefusing}
        onConfirm={(reason, refundCredits) =>
          runWithToasts(MODERATION_TEXTS.refuse, () => refuse({ ...decision, reason, refundCredits }))
        }
        onClose={() => setRefusing(false)}
      />
      <RemovePhotoDialog
        photo={photoToRemove}
        busy={isRemovingPhoto}
        onConfirm={(reason, block) =>
          runWithToasts(MODERATION_TEXTS.removePhoto, () =>
            removePhoto({ imageId: photoToRemove?.id ?? '', reason, block }),
          )
        }
        onClose={() => setPhotoToRemove(null)}
      />
    </Box>
  );
}
